// A device function called with fewer arguments than it takes.
__device__ int mad(int a, int b, int c) { return a * b + c; }

__global__ void k(int *out) {
    out[threadIdx.x] = mad(threadIdx.x, 2); // ERROR "too few arguments"
}

int main() { return 0; }
