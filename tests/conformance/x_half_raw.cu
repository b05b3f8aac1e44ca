// __half_raw and __nv_bfloat16_raw: building values from raw bits and
// reading a value's bits back through the headers' conversions, on the
// device and the host.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__device__ __half from_bits(unsigned short b) {
    __half_raw r;
    r.x = b;
    return __half(r);
}

__global__ void roundtrip(const unsigned short *in, unsigned short *out, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    __half h = from_bits(in[i]);
    __half doubled = __hmul(h, __float2half(2.0f));
    __half_raw r = doubled;
    out[2 * i] = r.x;
    __nv_bfloat16_raw br;
    br.x = in[i];
    __nv_bfloat16 b = br;
    __nv_bfloat16_raw back = __hadd(b, b);
    out[2 * i + 1] = back.x;
}

int main() {
    const int n = 8;
    unsigned short h_in[n] = {0x3c00, 0x4248, 0x7bff, 0x0001, 0x8400, 0x3555, 0x7c00, 0xc000};
    unsigned short *d_in, *d_out, h_out[2 * n];
    cudaMalloc(&d_in, sizeof(h_in));
    cudaMalloc(&d_out, sizeof(h_out));
    cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice);
    roundtrip<<<1, 32>>>(d_in, d_out, n);
    cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
        __half_raw hr;
        hr.x = h_in[i];
        __half hv = hr;
        __nv_bfloat16_raw braw;
        braw.x = h_in[i];
        __nv_bfloat16 bv(braw);
        printf("%04x: half %.9g x2 -> %04x | bf16 %.9g x2 -> %04x\n", h_in[i], __half2float(hv), h_out[2 * i],
               __bfloat162float(bv), h_out[2 * i + 1]);
    }
    __half one = __float2half(1.0f);
    __half_raw r1 = one;
    __half_raw r2 = (__half_raw)__float2half(-0.5f);
    printf("host raw bits: %04x %04x\n", r1.x, r2.x);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
