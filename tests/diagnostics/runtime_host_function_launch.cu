// A pointer to a host function launched with <<<...>>>: through a pointer
// nvcc would call the function on the host and launch nothing, so the lab
// stops there instead of going on as if a kernel had run.
// sanitizer-tool: none
#include <cstdio>

typedef void (*Kernel)(float *, int);

void scaleOnHost(float *p, int n) {
    for (int i = 0; i < n; i++) p[i] *= 2;
}

int main() {
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    Kernel k = (Kernel)scaleOnHost;
    k<<<1, 64>>>(d, 64); // ERROR "launch through a pointer to scaleOnHost, which is not a __global__ function"
    cudaDeviceSynchronize();
    return 0;
}
