// Does nvcc take (int)ptr of a shared pointer in device code (the
// shared-memory bank write-up does, to make a .shared address), and what
// do the low bits of a generic shared address hold?
#include <cstdio>
__global__ void k() {
    __shared__ float s[8][32];
    float *ptr = &s[threadIdx.y][threadIdx.x];
    int addr = (int)ptr & 0xFFFF;
    size_t off = __cvta_generic_to_shared(ptr);
    if (threadIdx.x % 16 == 1)
        printf("%d %d %d %d\n", threadIdx.y, addr, (int)off, (int)(((size_t)ptr & 0xFFFFFF) == off));
}
int main() {
    k<<<1, dim3(32, 2)>>>();
    cudaDeviceSynchronize();
    return 0;
}
