// atomicAdd on __half, __half2, __nv_bfloat16 and __nv_bfloat162 (exact
// sums from many threads, rounded ones from one thread in order), the
// NaN-propagating min and max, fma with relu, and the headers' CUDART_*
// constants of both formats.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void scatter(__half *h, __half2 *h2, __nv_bfloat16 *b, __nv_bfloat162 *b2, int bins) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int bin = (i * 7) % bins;
    float v = (float)((i % 5) - 2);
    atomicAdd(&h[bin], __float2half(v));
    atomicAdd(&h2[bin], __floats2half2_rn(v, 0.5f * v));
    atomicAdd(&b[bin], __float2bfloat16(v));
    atomicAdd(&b2[bin], __floats2bfloat162_rn(2.0f * v, v));
}

__global__ void ordered(__half *h, __nv_bfloat16 *b, __half *olds) {
    if (threadIdx.x != 0) return;
    for (int k = 0; k < 40; ++k) {
        float v = 0.1f * (float)(k + 1);
        olds[k] = atomicAdd(h, __float2half(v));
        atomicAdd(b, __float2bfloat16(v));
    }
}

__global__ void specials(const __half *a, const __half *b, __half *out, __nv_bfloat16 *outb, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    __half x = a[i], y = b[i];
    out[4 * i + 0] = __hmax_nan(x, y);
    out[4 * i + 1] = __hmin_nan(x, y);
    out[4 * i + 2] = __hfma_relu(x, y, __float2half(0.25f));
    __half2 p = __hmax2_nan(__halves2half2(x, y), __halves2half2(y, x));
    out[4 * i + 3] = __hadd(__low2half(p), __high2half(p));
    __nv_bfloat16 bx = __float2bfloat16(__half2float(x)), by = __float2bfloat16(__half2float(y));
    outb[2 * i + 0] = __hmax_nan(bx, by);
    outb[2 * i + 1] = __hfma_relu(bx, by, __float2bfloat16(-0.5f));
}

int main() {
    const int bins = 8;
    __half *h, *olds, *sa, *sb, *sout;
    __half2 *h2;
    __nv_bfloat16 *b, *soutb;
    __nv_bfloat162 *b2;
    cudaMalloc(&h, (bins + 1) * sizeof(__half));
    cudaMalloc(&h2, bins * sizeof(__half2));
    cudaMalloc(&b, (bins + 1) * sizeof(__nv_bfloat16));
    cudaMalloc(&b2, bins * sizeof(__nv_bfloat162));
    cudaMalloc(&olds, 40 * sizeof(__half));
    cudaMemset(h, 0, (bins + 1) * sizeof(__half));
    cudaMemset(h2, 0, bins * sizeof(__half2));
    cudaMemset(b, 0, (bins + 1) * sizeof(__nv_bfloat16));
    cudaMemset(b2, 0, bins * sizeof(__nv_bfloat162));
    scatter<<<4, 96>>>(h, h2, b, b2, bins);
    ordered<<<1, 32>>>(h + bins, b + bins, olds);
    __half hh[bins + 1], ho[40];
    __half2 hh2[bins];
    __nv_bfloat16 hb[bins + 1];
    __nv_bfloat162 hb2[bins];
    cudaMemcpy(hh, h, sizeof(hh), cudaMemcpyDeviceToHost);
    cudaMemcpy(hh2, h2, sizeof(hh2), cudaMemcpyDeviceToHost);
    cudaMemcpy(hb, b, sizeof(hb), cudaMemcpyDeviceToHost);
    cudaMemcpy(hb2, b2, sizeof(hb2), cudaMemcpyDeviceToHost);
    cudaMemcpy(ho, olds, sizeof(ho), cudaMemcpyDeviceToHost);
    for (int k = 0; k < bins; ++k)
        printf("bin %d: half %g  half2 (%g, %g)  bf16 %g  bf162 (%g, %g)\n", k, __half2float(hh[k]),
               __low2float(hh2[k]), __high2float(hh2[k]), __bfloat162float(hb[k]), __low2float(hb2[k]), __high2float(hb2[k]));
    printf("ordered: half %a (%04x) bf16 %a (%04x)\n", __half2float(hh[bins]), __half_as_ushort(hh[bins]),
           __bfloat162float(hb[bins]), __bfloat16_as_ushort(hb[bins]));
    for (int k = 0; k < 40; k += 7) printf("  old[%2d] = %04x\n", k, __half_as_ushort(ho[k]));

    const int n = 8;
    __half ha[n], hbv[n];
    unsigned short abits[n] = {0x3c00, 0x7e00, 0xbc00, 0x0000, 0x8000, 0x7c00, 0xc500, 0x0001};
    unsigned short bbits[n] = {0x4000, 0x3c00, 0x7e00, 0x8000, 0x0000, 0xfc00, 0x3800, 0x8001};
    for (int i = 0; i < n; ++i) { ha[i] = __ushort_as_half(abits[i]); hbv[i] = __ushort_as_half(bbits[i]); }
    cudaMalloc(&sa, sizeof(ha));
    cudaMalloc(&sb, sizeof(hbv));
    cudaMalloc(&sout, 4 * n * sizeof(__half));
    cudaMalloc(&soutb, 2 * n * sizeof(__nv_bfloat16));
    cudaMemcpy(sa, ha, sizeof(ha), cudaMemcpyHostToDevice);
    cudaMemcpy(sb, hbv, sizeof(hbv), cudaMemcpyHostToDevice);
    specials<<<1, 32>>>(sa, sb, sout, soutb, n);
    __half r[4 * n];
    __nv_bfloat16 rb[2 * n];
    cudaMemcpy(r, sout, sizeof(r), cudaMemcpyDeviceToHost);
    cudaMemcpy(rb, soutb, sizeof(rb), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
        printf("%04x %04x: max_nan %04x min_nan %04x fma_relu %04x max2_nan sum %04x | bf16 max_nan %04x fma_relu %04x\n",
               abits[i], bbits[i], __half_as_ushort(r[4 * i]), __half_as_ushort(r[4 * i + 1]), __half_as_ushort(r[4 * i + 2]),
               __half_as_ushort(r[4 * i + 3]), __bfloat16_as_ushort(rb[2 * i]), __bfloat16_as_ushort(rb[2 * i + 1]));
    printf("fp16 constants: %04x %04x %04x %04x %04x %04x %04x\n", __half_as_ushort(CUDART_INF_FP16),
           __half_as_ushort(CUDART_NAN_FP16), __half_as_ushort(CUDART_MIN_DENORM_FP16), __half_as_ushort(CUDART_MAX_NORMAL_FP16),
           __half_as_ushort(CUDART_NEG_ZERO_FP16), __half_as_ushort(CUDART_ZERO_FP16), __half_as_ushort(CUDART_ONE_FP16));
    printf("bf16 constants: %04x %04x %04x %04x %04x %04x %04x\n", __bfloat16_as_ushort(CUDART_INF_BF16),
           __bfloat16_as_ushort(CUDART_NAN_BF16), __bfloat16_as_ushort(CUDART_MIN_DENORM_BF16), __bfloat16_as_ushort(CUDART_MAX_NORMAL_BF16),
           __bfloat16_as_ushort(CUDART_NEG_ZERO_BF16), __bfloat16_as_ushort(CUDART_ZERO_BF16), __bfloat16_as_ushort(CUDART_ONE_BF16));
    cudaFree(h); cudaFree(h2); cudaFree(b); cudaFree(b2); cudaFree(olds);
    cudaFree(sa); cudaFree(sb); cudaFree(sout); cudaFree(soutb);
    return 0;
}
