// Less common intrinsics side by side: fast and rounded float arithmetic, bit and byte
// manipulation, 64-bit high products, half precision, block-scoped and 64-bit atomics, the
// __syncthreads_* votes, and printf flags.
#include <cstdio>
#include <cuda_fp16.h>
__global__ void k(float *f, unsigned *u, unsigned long long *ull, double *d) {
    int t = threadIdx.x;
    float x = t * 0.37f + 0.1f;
    f[t] = __fdividef(x, 3.0f) + __saturatef(x - 1.0f) + __fsqrt_rn(x) + __frcp_rn(x) + __fmul_rz(x, x) + __fadd_rd(x, 0.3f);
    u[t] = __brev(t) ^ __byte_perm(t, 0x12345678, 0x3210 + t) ^ __funnelshift_l(t, 0xdeadbeef, t) ^ __sad(t, 7, 1) ^ __usad(t, 9u, 2u) ^ __mulhi(t * 123456789, 987654321) ^ __umulhi(t * 3000000000u, 4000000000u) ^ __rhadd(t, 13) ^ __uhadd(t, 99u) ^ __float_as_uint(x) ^ __popcll(t * 0x123456789ULL) ^ __clzll(t + 1ULL) ^ __ffsll(t << 3);
    ull[t] = __umul64hi(t * 0x123456789ABCDEFULL, 0xFEDCBA987654321ULL) + atomicAdd_block(ull + 32, 1ULL);
    d[t] = __dadd_rn(t, 0.1) + __ddiv_rn(1.0, t + 1) + __drcp_rn(t + 2.0) + __dsqrt_rn(t) + __int_as_float(0x3f800000) + __ll2float_rn(t) + __uint2double_rn(t);
    atomicMax((unsigned long long *)ull + 33, (unsigned long long)t);
    atomicAdd(d + 32, 0.5);
    __half h = __float2half(x);
    __half2 h2 = __halves2half2(h, __hmul(h, h));
    h2 = __hfma2(h2, h2, h2);
    f[32 + t] = __low2float(h2) + __high2float(h2) + __half2float(hsqrt(h)) + __half2float(__hmax(h, __float2half(2.0f)));
    int p = __syncthreads_or(t == 5) + __syncthreads_and(t >= 0) + __syncthreads_count(t & 1);
    if (t == 0) printf("p=%d %5.2f|%-8d|%08x|%+d|%c|%s|%e|%g|%lld\n", p, x, t, 255, 7, 'Z', "str", 12345.678, 0.0001, -5LL);
}
int main() {
    float *f; unsigned *u; unsigned long long *ull; double *d;
    cudaMalloc(&f, 64 * 4); cudaMalloc(&u, 32 * 4); cudaMallocManaged(&ull, 34 * 8); cudaMalloc(&d, 33 * 8);
    cudaMemset(ull, 0, 34 * 8); cudaMemset(d, 0, 33 * 8);
    k<<<1, 32>>>(f, u, ull, d);
    cudaDeviceSynchronize();
    float hf[64]; unsigned hu[32]; double hd[33];
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i += 7) printf("%.9g %.9g %08x %llx %.17g\n", hf[i], hf[32 + i], hu[i], ull[i], hd[i]);
    printf("%llu %llu %g\n", ull[32], ull[33], hd[32]);
}
