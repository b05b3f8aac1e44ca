// Single-precision math at the special values C99 Annex F fixes (pow(-1, inf) = 1, pow(x, 0)
// = 1 even for NaN x, pow(-0, -3) = -inf, atan2 of signed zeros, hypot(inf, nan) = inf...),
// at the overflow and underflow thresholds of expf/exp2f/exp10f, and the exactly rounded
// functions (fmodf, remainderf, remquof, frexpf, ldexpf, scalbnf, modff, ilogbf, logbf,
// nextafterf, fdimf, fmaf, sqrtf, rintf, nearbyintf, roundf, truncf, lroundf, llrintf) on
// subnormals, ties, huge quotients and signed zeros; results printed as bits.
#include <cstdio>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>

#define NP 16
#define NR 30

__global__ void special(const float *xs, const float *ys, unsigned *out) {
    int t = threadIdx.x;
    if (t >= NP) return;
    float x = xs[t], y = ys[t];
    unsigned *o = out + t * NR;
    o[0] = __float_as_uint(powf(x, y));
    o[1] = __float_as_uint(atan2f(x, y));
    o[2] = __float_as_uint(hypotf(x, y));
    o[3] = __float_as_uint(fmodf(x, y));
    o[4] = __float_as_uint(remainderf(x, y));
    int q = 0;
    o[5] = __float_as_uint(remquof(x, y, &q));
    o[6] = (unsigned)q;
    int e = 0;
    o[7] = __float_as_uint(frexpf(x, &e));
    o[8] = (unsigned)e;
    o[9] = __float_as_uint(ldexpf(x, (int)y));
    o[10] = __float_as_uint(scalbnf(y, -150));
    float ip = 0;
    o[11] = __float_as_uint(modff(x, &ip));
    o[12] = __float_as_uint(ip);
    o[13] = (unsigned)ilogbf(x);
    o[14] = __float_as_uint(logbf(x));
    o[15] = __float_as_uint(nextafterf(x, y));
    o[16] = __float_as_uint(fdimf(x, y));
    o[17] = __float_as_uint(fmaf(x, y, -x));
    o[18] = __float_as_uint(sqrtf(x));
    o[19] = __float_as_uint(rintf(x));
    o[20] = __float_as_uint(nearbyintf(y));
    o[21] = __float_as_uint(roundf(x));
    o[22] = __float_as_uint(truncf(y));
    o[23] = (unsigned)lroundf(y);
    o[24] = (unsigned)llrintf(y);
    o[25] = __float_as_uint(expf(y * 8.0f));
    o[26] = __float_as_uint(exp2f(y * 8.0f));
    o[27] = __float_as_uint(logf(x));
    o[28] = __float_as_uint(fmaxf(x, y) - fminf(x, y));
    o[29] = __float_as_uint(copysignf(1.0f, x) * (signbit(y) ? -2.0f : 2.0f));
}

static float fb(unsigned u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

int main() {
    float xs[NP] = {-1.0f, 0.0f, -0.0f, -8.0f, 1.0f, fb(0x7fc00000u), INFINITY, -INFINITY, 1e-45f, 3e-39f, 1e30f,
                    -2.5f, 0.5f, 16777215.0f, -0.0f, 7.5f};
    float ys[NP] = {INFINITY, -0.0f, -3.0f, 1.0f / 3.0f, fb(0x7fc00000u), 0.0f, fb(0x7fc00000u), -1.0f, 2.0f,
                    -1e-38f, 3.0f, 11.09375f, -12.875f, 10.89f, -0.5f, -1.5f};
    float *dx, *dy;
    unsigned *dout, out[NP * NR];
    cudaMalloc(&dx, sizeof xs);
    cudaMalloc(&dy, sizeof ys);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, ys, sizeof ys, cudaMemcpyHostToDevice);
    special<<<1, 32>>>(dx, dy, dout);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int t = 0; t < NP; t++) {
        printf("x=%a y=%a\n ", xs[t], ys[t]);
        for (int k = 0; k < NR; k++) printf(" %08x", out[t * NR + k]);
        printf("\n");
    }
    cudaFree(dx); cudaFree(dy); cudaFree(dout);
    return 0;
}
