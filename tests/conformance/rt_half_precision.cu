// Tests half precision from cuda_fp16.h through its functions: __float2half with its rounding
// modes (bit patterns), __half2float, __hadd/__hsub/__hmul/__hdiv/__hfma (one rounding each),
// saturating forms, __hmin/__hmax, comparisons, overflow to infinity, subnormal halves,
// conversions to and from int, and __half2 arithmetic (__floats2half2_rn, __hmul2, __hfma2,
// __low2float/__high2float). A dot product accumulates in float from half inputs.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define N 256

__global__ void halfOps(const float *in, unsigned short *bits, float *vals) {
    __half third = __float2half(in[0]), big = __float2half(in[1]), tiny = __float2half(in[2]);
    __half one = __float2half(1.0f), two = __float2half(2.0f);
    int k = 0;
    bits[k++] = __half_as_ushort(third);
    bits[k++] = __half_as_ushort(__float2half_rz(in[0]));
    bits[k++] = __half_as_ushort(__float2half_ru(in[0]));
    bits[k++] = __half_as_ushort(__float2half_rd(-in[0]));
    bits[k++] = __half_as_ushort(__hadd(big, big));          // overflow
    bits[k++] = __half_as_ushort(tiny);                      // subnormal
    bits[k++] = __half_as_ushort(__hmul(tiny, __float2half(0.5f)));
    bits[k++] = __half_as_ushort(__hdiv(one, __float2half(3.0f)));
    bits[k++] = __half_as_ushort(__hfma(third, __float2half(3.0f), __hneg(one)));
    bits[k++] = __half_as_ushort(__hadd_sat(one, two));
    bits[k++] = __half_as_ushort(__hsub_sat(one, two));
    bits[k++] = __half_as_ushort(__hmin(third, two));
    bits[k++] = __half_as_ushort(__hmax(third, two));
    bits[k++] = __half_as_ushort(__int2half_rn(2049));
    bits[k++] = __half_as_ushort(__int2half_ru(2049));
    bits[k++] = (unsigned short)__half2int_rn(__float2half(2.5f));
    bits[k++] = (unsigned short)__half2int_ru(__float2half(2.25f));
    bits[k++] = __hlt(third, two) + 2 * __heq(one, one) + 4 * __hgt(third, two) + 8 * __hisinf(__hadd(big, big));
    __half2 p = __floats2half2_rn(1.5f, -0.1f);
    __half2 q = __hmul2(p, p);
    __half2 r = __hfma2(p, q, __float2half2_rn(1.0f));
    vals[0] = __low2float(q);
    vals[1] = __high2float(q);
    vals[2] = __low2float(r);
    vals[3] = __high2float(r);
    vals[4] = __half2float(__hsub(third, __float2half(0.3333f)));
}

__global__ void dotHalf(const __half *x, const __half *y, float *out) {
    __shared__ float partial[N];
    int i = threadIdx.x;
    partial[i] = __half2float(__hmul(x[i], y[i]));
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
        if (i < s) partial[i] += partial[i + s];
        __syncthreads();
    }
    if (i == 0) *out = partial[0];
}

int main() {
    float hin[3] = {1.0f / 3.0f, 40000.0f, 1.0e-6f};
    float *in, *vals, hv[5];
    unsigned short *bits, hb[18];
    cudaMalloc(&in, sizeof hin);
    cudaMalloc(&vals, sizeof hv);
    cudaMalloc(&bits, sizeof hb);
    cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
    halfOps<<<1, 1>>>(in, bits, vals);
    cudaMemcpy(hb, bits, sizeof hb, cudaMemcpyDeviceToHost);
    cudaMemcpy(hv, vals, sizeof hv, cudaMemcpyDeviceToHost);
    for (int k = 0; k < 18; k++) printf("b%-2d %04x%s", k, hb[k], k % 6 == 5 ? "\n" : "  ");
    printf("q = (%.6f, %.6f) r = (%.6f, %.6f) third - 0.3333 = %.8f\n", hv[0], hv[1], hv[2], hv[3], hv[4]);

    __half hx[N], hy[N];
    for (int i = 0; i < N; i++) {
        hx[i] = __float2half(0.01f * i);
        hy[i] = __float2half(1.0f - 0.003f * i);
    }
    __half *x, *y;
    float *dot, hdot;
    cudaMalloc(&x, sizeof hx);
    cudaMalloc(&y, sizeof hy);
    cudaMalloc(&dot, sizeof(float));
    cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
    dotHalf<<<1, N>>>(x, y, dot);
    cudaMemcpy(&hdot, dot, sizeof hdot, cudaMemcpyDeviceToHost);
    printf("dot = %.4f, sizeof(__half) = %zu, sizeof(__half2) = %zu\n", hdot, sizeof(__half), sizeof(__half2));
    return 0;
}
