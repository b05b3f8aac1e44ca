// cuda_fp16.h's pair functions beyond the arithmetic: lane moves
// (__half2half2, __low2half2, __lows2half2, __lowhigh2highlow...), the
// comparisons that answer with a pair of 1.0/0.0, __habs2, __hisnan2,
// __float22half2_rn, and the _rn arithmetic that keeps a product rounded
// where the plain forms fuse it into the sum.
#include <cstdio>
#include <cuda_fp16.h>

__device__ unsigned bits2(__half2 v) { return (unsigned)__half_as_ushort(__high2half(v)) << 16 | __half_as_ushort(__low2half(v)); }

__global__ void pairs(const float *in, unsigned *out, int n)
{
    int i = threadIdx.x;
    if (i >= n) return;
    __half a = __float2half(in[2 * i]), b = __float2half(in[2 * i + 1]);
    __half2 p = __halves2half2(a, b), q = __halves2half2(b, __float2half(0.5f));
    unsigned *o = out + i * 16;
    o[0] = bits2(__half2half2(a));
    o[1] = bits2(__low2half2(p));
    o[2] = bits2(__high2half2(p));
    o[3] = bits2(__lows2half2(p, q));
    o[4] = bits2(__highs2half2(p, q));
    o[5] = bits2(__lowhigh2highlow(p));
    o[6] = bits2(__habs2(p));
    o[7] = bits2(__hlt2(p, q)) ^ bits2(__hge2(p, q)) << 1;
    o[8] = bits2(__heq2(p, p)) ^ bits2(__hequ2(p, p)) << 1;
    o[9] = bits2(__hgtu2(p, q)) ^ bits2(__hne2(p, q)) << 1;
    o[10] = bits2(__hisnan2(p));
    o[11] = bits2(__float22half2_rn(make_float2(in[2 * i] * 3.0f, in[2 * i + 1] / 3.0f)));
    __half c = __float2half(0.1f);
    o[12] = __half_as_ushort(__hadd(__hmul(a, b), c)) | (unsigned)__half_as_ushort(__hadd(__hmul_rn(a, b), c)) << 16;
    o[13] = __half_as_ushort(__hsub(__hmul(a, c), b)) | (unsigned)__half_as_ushort(__hsub_rn(__hmul(a, c), b)) << 16;
    o[14] = bits2(__hadd2(__hmul2(p, q), p)) ^ bits2(__hadd2_rn(__hmul2_rn(p, q), p));
    o[15] = bits2(__hsub2_rn(p, q)) ^ bits2(__hmul2(p, p));
}

int main()
{
    const int n = 8;
    float in[2 * n] = {1.0f, -2.5f, 0.333f, 0.333f, 65504.0f, -65504.0f, 1e-6f, -3e-7f,
                       NAN, 2.0f, -0.0f, 0.0f, 7.1f, 0.9f, 1000.0f, 0.0999f};
    float *dIn;
    unsigned *dOut;
    cudaMalloc(&dIn, sizeof in);
    cudaMalloc(&dOut, n * 16 * sizeof(unsigned));
    cudaMemcpy(dIn, in, sizeof in, cudaMemcpyHostToDevice);
    pairs<<<1, 32>>>(dIn, dOut, n);
    unsigned out[n * 16];
    cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        printf("%-9g %-9g:", in[2 * i], in[2 * i + 1]);
        for (int k = 0; k < 16; k++) printf(" %08x", out[i * 16 + k]);
        printf("\n");
    }
    cudaFree(dIn);
    cudaFree(dOut);
    return 0;
}
