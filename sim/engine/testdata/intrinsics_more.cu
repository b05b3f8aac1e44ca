// More intrinsics and runtime calls: clamped funnel shifts, rounded halving adds,
// __double2hiint/loint, __reduce_and/or/xor_sync, __match_all_sync, nextafterf's
// x == y rule, glibc's ctype bits, strchr/strstr, cudaGetSymbolSize and
// cudaEventElapsedTime on an event created with cudaEventDisableTiming.
#include <cstdio>
#include <cstring>
#include <cctype>
#include <cuda_runtime.h>

__device__ unsigned table[5];

__global__ void k(unsigned *o) {
    unsigned lane = threadIdx.x;
    unsigned lo = 0x12345678u, hi = 0x9abcdef0u;
    int pred = -1, pred2 = -1;
    unsigned all = __match_all_sync(0xffffffffu, 7u, &pred);
    unsigned none = __match_all_sync(0xffffffffu, lane % 2, &pred2);
    unsigned a = __reduce_and_sync(0xffffffffu, lane | 0x100u);
    unsigned b = __reduce_or_sync(0xffffffffu, lane);
    unsigned x = __reduce_xor_sync(0xffffffffu, lane);
    if (lane == 0) {
        o[0] = __funnelshift_lc(lo, hi, 40);
        o[1] = __funnelshift_rc(lo, hi, 40);
        o[2] = __funnelshift_l(lo, hi, 40);
        o[3] = (unsigned)__rhadd(-3, -4);
        o[4] = __uhadd(0xffffffffu, 1u);
        o[5] = __urhadd(0xffffffffu, 2u);
        o[6] = (unsigned)__double2hiint(1.5);
        o[7] = (unsigned)__double2loint(1.5) + (unsigned)__hiloint2double(0x40000000, 0);
        o[8] = all;
        o[9] = (unsigned)pred;
        o[10] = none;
        o[11] = (unsigned)pred2;
        o[12] = a;
        o[13] = b;
        o[14] = x;
        o[15] = __float_as_uint(nextafterf(-0.0f, 0.0f));
    }
}

int main() {
    unsigned *d, h[16];
    cudaMalloc(&d, sizeof h);
    k<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 16; i++) printf("%x%c", h[i], i == 15 ? '\n' : ' ');
    const char *s = "Grid 7 of 9";
    printf("%d %d %d %c %c [%s] [%s] %d\n", isupper('A'), isdigit('7'), isspace('x'), toupper('q'), tolower('Q'),
           strchr(s, ' '), strstr(s, "of"), strrchr(s, 'x') == NULL);
    size_t n = 0;
    cudaGetSymbolSize(&n, table);
    cudaEvent_t e0, e1;
    cudaEventCreateWithFlags(&e0, cudaEventDisableTiming);
    cudaEventCreate(&e1);
    cudaEventRecord(e0);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    float ms = 0;
    printf("%zu %s\n", n, cudaGetErrorName(cudaEventElapsedTime(&ms, e0, e1)));
    return 0;
}
// Output:
// 12345678 9abcdef0 bcdef012 fffffffd 80000000 80000001 3ff80000 2 ffffffff 1 0 0 100 1f 0 0
// 256 2048 0 Q q [ 7 of 9] [of 9] 1
// 20 cudaErrorInvalidResourceHandle
