// Directed rounding at the bottom of the double range (a product, quotient
// or sum below the smallest subnormal rounds up or down to it, or to zero)
// and NaNs narrowed from double to half and bfloat16 (sign and payload
// kept), beside the float ones (the canonical NaN).
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void tiny(const double *x, double *out) {
    double a = x[0], b = x[1], c = x[2], d = x[3];
    double r[] = {__dmul_ru(a, 0.5), __dmul_rd(a, 0.5), __dmul_rz(a, 0.5), __dmul_rn(a, 0.5),
                  __dmul_rn(a, 0.75), __dmul_ru(b, b), __dmul_rd(-b, b), __dmul_rz(-b, b),
                  __dmul_ru(-a, 0.25), __dmul_rd(a, 0.25), __ddiv_ru(a, 3.0), __ddiv_rd(a, 3.0),
                  __ddiv_rn(a, 2.0), __ddiv_rn(c, 2.0), __dadd_ru(a, -a), __dadd_rd(a, -a),
                  __fma_ru(b, b, 0.0), __fma_rd(b, -b, 0.0), __fma_rn(a, 0.5, d), __dmul_ru(c, 0.5)};
    for (int i = 0; i < 20; ++i) out[i] = r[i];
}

__global__ void narrow(const double *in, unsigned short *out, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    double v = in[i];
    out[4 * i] = __half_as_ushort(__double2half(v));
    out[4 * i + 1] = __bfloat16_as_ushort(__double2bfloat16(v));
    out[4 * i + 2] = __half_as_ushort(__float2half((float)v));
    out[4 * i + 3] = __bfloat16_as_ushort(__float2bfloat16((float)v));
}

static double fromBits(unsigned long long u) {
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

int main() {
    double hx[4] = {0x1p-1074, 1e-200, 0x1.8p-1073, 0x1p-1060};
    double *dx, *dr;
    cudaMalloc(&dx, sizeof hx);
    cudaMalloc(&dr, 20 * sizeof(double));
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    tiny<<<1, 1>>>(dx, dr);
    double r[20];
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 20; ++i) printf("tiny[%2d] = %a\n", i, r[i]);

    const int n = 10;
    double hv[n] = {fromBits(0x7ff8000000000000ull), fromBits(0xfff8000000000000ull), fromBits(0x7ff4000020000000ull),
                    fromBits(0x7fffffffffffffffull), fromBits(0xfff0000000000001ull), fromBits(0x7ff8123456789abcull),
                    1.0 / 3.0, -65520.0, 1e-8, fromBits(0x7ff0000000000000ull)};
    double *dv;
    unsigned short *dh;
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dh, 4 * n * sizeof(unsigned short));
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    narrow<<<1, 32>>>(dv, dh, n);
    unsigned short hh[4 * n];
    cudaMemcpy(hh, dh, sizeof hh, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
        unsigned long long u;
        memcpy(&u, &hv[i], sizeof u);
        printf("%016llx half %04x bf16 %04x | via float: half %04x bf16 %04x\n", u, hh[4 * i], hh[4 * i + 1],
               hh[4 * i + 2], hh[4 * i + 3]);
    }
    return 0;
}
