// A function of the program overloads the built-in fminf(float, float).
// fminf(x, 3) converts the int to float for the built-in and to double for
// the program's version: neither fits better, so the call is ambiguous (as
// with nvcc), while fminf(x, x) and fminf(x, 3.0) each have a best fit.
__device__ float fminf(float a, double b) { return a < b ? a : (float)b; }

__global__ void k(float *out) {
    float x = out[threadIdx.x];
    out[threadIdx.x] = fminf(x, x) + fminf(x, 3.0);
    out[threadIdx.x] += fminf(x, 3); // ERROR "call of fminf\(float, int\) is ambiguous: the program's fminf\(float, double\) and the built-in fminf\(float, float\)"
}

int main() { return 0; }
