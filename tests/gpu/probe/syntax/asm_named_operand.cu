// Named asm operands: does nvcc take [name] "r"(x) and %[name]?
#include <cstdio>
__global__ void k(int *out) {
    int x = threadIdx.x, y;
    asm("add.s32 %[res], %[in], 5;" : [res] "=r"(y) : [in] "r"(x));
    out[threadIdx.x] = y;
}
int main() {
    int *d, h[2];
    cudaMalloc(&d, 8);
    k<<<1, 2>>>(d);
    cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
    return 0;
}
