// Single-precision math beyond the basics, on the device, printed with %.6g (and exact
// functions with %a): sincosf, exp2f, log2f, log10f, hypotf, cbrtf, erff, erfcf, tgammaf,
// lgammaf, fmodf, remainderf, copysignf, truncf, roundf, rintf, lrintf, nextafterf, fdimf,
// fminf/fmaxf with NaN, isnan/isinf/isfinite/signbit, __float2int_rn/rz/ru/rd,
// __int_as_float, __float_as_uint, __fdividef and __sinf/__expf with loose formats.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define NF 24
__global__ void mathKernel(const float *x, float *out, int *iout, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float *o = out + i * NF;
    float s, c;
    sincosf(v, &s, &c);
    o[0] = s; o[1] = c;
    o[2] = exp2f(v);
    o[3] = log2f(fabsf(v) + 1.0f);
    o[4] = log10f(fabsf(v) + 0.5f);
    o[5] = hypotf(v, 3.0f);
    o[6] = cbrtf(v);
    o[7] = erff(v * 0.5f);
    o[8] = erfcf(v * 0.5f);
    o[9] = tgammaf(fabsf(v) + 0.5f);
    o[10] = lgammaf(fabsf(v) + 0.5f);
    o[11] = fmodf(v, 1.75f);
    o[12] = remainderf(v, 1.75f);
    o[13] = copysignf(2.5f, v);
    o[14] = truncf(v);
    o[15] = roundf(v);
    o[16] = rintf(v);
    o[17] = nextafterf(v, 0.0f);
    o[18] = fdimf(v, 1.0f);
    o[19] = fminf(v, nanf(""));
    o[20] = __fdividef(v, 3.0f);
    o[21] = __sinf(v);
    o[22] = __expf(v * 0.25f);
    o[23] = sqrtf(fabsf(v)) + rsqrtf(4.0f);
    int *io = iout + i * 8;
    io[0] = (int)lrintf(v);
    io[1] = __float2int_rn(v);
    io[2] = __float2int_rz(v);
    io[3] = __float2int_ru(v);
    io[4] = __float2int_rd(v);
    io[5] = (int)__float_as_uint(v);
    io[6] = isnan(v) * 100 + isinf(v) * 10 + isfinite(v);
    io[7] = signbit(v) ? 1 : 0;
}

int main() {
    const float xs[] = {0.0f, -0.0f, 0.5f, 1.0f, -1.5f, 2.5f, 3.14159265f, -7.25f, 10.0f, 0.1f, 1e-3f, 33.3f};
    const int n = sizeof xs / sizeof xs[0];
    float *dx, *dout, out[n * NF];
    int *di, iout[n * 8];
    cudaMalloc(&dx, sizeof xs);
    cudaMalloc(&dout, sizeof out);
    cudaMalloc(&di, sizeof iout);
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    mathKernel<<<1, 32>>>(dx, dout, di, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(iout, di, sizeof iout, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        const float *o = out + i * NF;
        printf("x=%g\n", xs[i]);
        printf("  sin=%.6g cos=%.6g exp2=%.6g log2=%.6g log10=%.6g hypot=%.6g cbrt=%.6g\n", o[0], o[1], o[2], o[3],
               o[4], o[5], o[6]);
        printf("  erf=%.6g erfc=%.6g tgamma=%.6g lgamma=%.6g\n", o[7], o[8], o[9], o[10]);
        printf("  fmod=%a rem=%a copysign=%a trunc=%a round=%a rint=%a next=%a fdim=%a fmin=%a\n", o[11], o[12],
               o[13], o[14], o[15], o[16], o[17], o[18], o[19]);
        printf("  fdivide=%.4f __sinf=%.4f __expf=%.4f sqrt+rsqrt=%.6g\n", o[20], o[21], o[22], o[23]);
        int *io = iout + i * 8;
        printf("  lrint=%d rn=%d rz=%d ru=%d rd=%d bits=%08x class=%03d sign=%d\n", io[0], io[1], io[2], io[3], io[4],
               (unsigned)io[5], io[6], io[7]);
    }
    printf("host: %.6g %.6g %.6g %.6g %a %a\n", cbrtf(27.0f), hypotf(3.0f, 4.0f), log10f(1000.0f), exp2f(10.0f),
           remainderf(7.0f, 2.0f), nextafterf(1.0f, 2.0f));
    cudaFree(dx); cudaFree(dout); cudaFree(di);
    return 0;
}
