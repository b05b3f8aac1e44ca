// A statement without its terminating semicolon.
#include <cstdio>

__global__ void scale(float *a, float k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x // ERROR "expected ';'"
    a[i] *= k;
}

int main() { return 0; }
