// cuda_bf16.h's math functions on every bfloat16 there is: hexp, hexp2,
// hexp10, hlog, hlog2, hlog10, hsin, hcos, hrcp, hrsqrt and the rounding
// ones, and pair forms. Each function's 65,536 results are folded into one
// FNV-1a hash, and the values at a few arguments are printed: subnormals
// (bfloat16 has float's exponent range, and these functions do not flush
// them), reciprocals that come out subnormal, and hexp10's corrected
// argument 0xBC95.
#include <cstdio>
#include <cuda_bf16.h>

#define FUNCS 14
#define PAIRS 5

__global__ void all(unsigned short *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __nv_bfloat16 x = __ushort_as_bfloat16((unsigned short)i);
    __nv_bfloat16 r[FUNCS] = {hexp(x), hexp2(x), hexp10(x), hlog(x), hlog2(x), hlog10(x), hsin(x),
                              hcos(x), hrcp(x), hrsqrt(x), hceil(x), hfloor(x), htrunc(x), hrint(x)};
    for (int j = 0; j < FUNCS; j++) out[j * n + i] = __bfloat16_as_ushort(r[j]);
    __nv_bfloat162 p = __halves2bfloat162(x, __ushort_as_bfloat16((unsigned short)(i * 7919 + 13)));
    __nv_bfloat162 q[PAIRS] = {h2exp(p), h2exp10(p), h2log(p), h2sin(p), h2rcp(p)};
    for (int j = 0; j < PAIRS; j++) {
        out[(FUNCS + 2 * j) * n + i] = __bfloat16_as_ushort(__low2bfloat16(q[j]));
        out[(FUNCS + 2 * j + 1) * n + i] = __bfloat16_as_ushort(__high2bfloat16(q[j]));
    }
}

int main() {
    const int n = 65536, m = FUNCS + 2 * PAIRS;
    unsigned short *h = new unsigned short[n * m], *d;
    cudaMalloc(&d, n * m * sizeof(unsigned short));
    all<<<n / 256, 256>>>(d, n);
    cudaMemcpy(h, d, n * m * sizeof(unsigned short), cudaMemcpyDeviceToHost);
    const char *names[m] = {"hexp", "hexp2", "hexp10", "hlog", "hlog2", "hlog10", "hsin", "hcos",
                            "hrcp", "hrsqrt", "hceil", "hfloor", "htrunc", "hrint", "h2exp.x", "h2exp.y",
                            "h2exp10.x", "h2exp10.y", "h2log.x", "h2log.y", "h2sin.x", "h2sin.y",
                            "h2rcp.x", "h2rcp.y"};
    const unsigned short at[] = {0x0000, 0x8000, 0x0001, 0x007f, 0x0080, 0x3c00, 0x3f80, 0x4049, 0x42c8,
                                 0x7e81, 0x7f7f, 0x7f80, 0x7fc0, 0xbc95, 0xbf80, 0xc2c8, 0xff80};
    printf("function   hash              ");
    for (unsigned short a : at) printf(" %04x", a);
    printf("\n");
    for (int j = 0; j < m; j++) {
        unsigned long long hash = 1469598103934665603ull;
        for (int i = 0; i < n; i++) hash = (hash ^ h[j * n + i]) * 1099511628211ull;
        printf("%-10s %016llx ", names[j], hash);
        for (unsigned short a : at) printf(" %04x", h[j * n + a]);
        printf("\n");
    }
    cudaFree(d);
    delete[] h;
    return 0;
}
