// Assigning to a const parameter.
__global__ void scale(const float *a, float *b, const int n) {
    n = 10; // ERROR "const"
    b[threadIdx.x] = a[threadIdx.x];
}

int main() { return 0; }
