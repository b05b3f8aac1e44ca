// The macros gcc predefines (<float.h> and <climits> are built on them),
// <math.h>'s FP_ILOGB0 and FP_ILOGBNAN, and g++'s byte-swapping built-ins.
#include <cstdio>
#include <cmath>
#include <cstdint>
__global__ void k(int *o) {
    o[0] = ilogbf(0.0f) == FP_ILOGB0;
    o[1] = ilogbf(nanf("")) == FP_ILOGBNAN;
    o[2] = __FLT_DENORM_MIN__ / 2.0f == 0.0f;
}
int main() {
    int *d, h[3];
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    printf("%a %a %d %d %d\n", __FLT_DENORM_MIN__, __DBL_DENORM_MIN__, __INT_MAX__, __SIZEOF_POINTER__, __FLT_MIN_10_EXP__);
    printf("%08x %016lx %04x\n", __builtin_bswap32(0x11223344u), __builtin_bswap64(0x0102030405060708ul), __builtin_bswap16(0xabcd));
}
// Exit: 0
// Output:
// 1 1 1
// 0x1p-149 0x0.0000000000001p-1022 2147483647 8 -37
// 44332211 0807060504030201 cdab
