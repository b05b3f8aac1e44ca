// sm_90's DPX intrinsics: max/min of three, of a sum and a value, with a
// ReLU, and the two-value forms that say which won.
#include <cstdio>
__global__ void k(int *o, unsigned *u, bool *p) {
    o[0] = __vimax3_s32(-5, 7, 3);
    o[1] = __vimin3_s32(-5, 7, 3);
    o[2] = __viaddmax_s32(0x7fffffff, 1, -3); // the sum wraps
    o[3] = __viaddmin_s32_relu(-9, 2, 4);
    o[4] = __vimax_s32_relu(-4, -2);
    o[5] = __vibmax_s32(3, 3, &p[0]);
    o[6] = __vibmin_s32(2, 9, &p[1]);
    u[0] = __vimax3_u32(1u, 0xffffffffu, 5u);
    u[1] = __viaddmax_s16x2(0x7fff0001u, 0x00010002u, 0x00050000u);
    u[2] = __vimax3_s16x2_relu(0xfff0fff0u, 0xffe00010u, 0x8000fff1u);
    u[3] = __vibmax_u16x2(0x00050010u, 0x00060008u, &p[2], &p[3]);
    u[4] = __viaddmin_u16x2(0xffff0003u, 0x00020004u, 0x00100006u);
}
int main() {
    int *o, ho[7]; unsigned *u, hu[5]; bool *p, hp[4];
    cudaMalloc(&o, sizeof ho); cudaMalloc(&u, sizeof hu); cudaMalloc(&p, sizeof hp);
    k<<<1, 1>>>(o, u, p);
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
    cudaMemcpy(hp, p, sizeof hp, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d %d %d\n", ho[0], ho[1], ho[2], ho[3], ho[4], ho[5], ho[6]);
    printf("%08x %08x %08x %08x %08x\n", hu[0], hu[1], hu[2], hu[3], hu[4]);
    printf("%d %d %d %d\n", hp[0], hp[1], hp[2], hp[3]);
}
// Exit: 0
// Output:
// 7 -5 -3 0 0 3 2
// ffffffff 00050003 00000010 00060010 00010006
// 1 1 0 1
