// Carry chains built from helpers of one PTX instruction each, as GPU big-number code writes
// them: the carry flag one asm statement sets is read by the next (add.cc then addc, sub.cc then
// subc, mad.lo.cc then madc.hi), through inlined function calls and a loop over the words.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

__device__ __forceinline__ uint32_t add_cc(uint32_t a, uint32_t b) {
    uint32_t r;
    asm volatile("add.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
__device__ __forceinline__ uint32_t addc_cc(uint32_t a, uint32_t b) {
    uint32_t r;
    asm volatile("addc.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
__device__ __forceinline__ uint32_t addc(uint32_t a, uint32_t b) {
    uint32_t r;
    asm volatile("addc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
__device__ __forceinline__ uint32_t sub_cc(uint32_t a, uint32_t b) {
    uint32_t r;
    asm volatile("sub.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
__device__ __forceinline__ uint32_t subc_cc(uint32_t a, uint32_t b) {
    uint32_t r;
    asm volatile("subc.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
__device__ __forceinline__ uint32_t subc(uint32_t a, uint32_t b) {
    uint32_t r;
    asm volatile("subc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
__device__ __forceinline__ uint32_t mad_lo_cc(uint32_t a, uint32_t b, uint32_t c) {
    uint32_t r;
    asm volatile("mad.lo.cc.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}
__device__ __forceinline__ uint32_t madc_hi(uint32_t a, uint32_t b, uint32_t c) {
    uint32_t r;
    asm volatile("madc.hi.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}

const int W = 6; // 192-bit numbers, six words

__device__ uint32_t addN(uint32_t *r, const uint32_t *a, const uint32_t *b) {
    r[0] = add_cc(a[0], b[0]);
#pragma unroll
    for (int i = 1; i < W; i++) r[i] = addc_cc(a[i], b[i]);
    return addc(0, 0);
}

__device__ uint32_t subN(uint32_t *r, const uint32_t *a, const uint32_t *b) {
    r[0] = sub_cc(a[0], b[0]);
#pragma unroll
    for (int i = 1; i < W; i++) r[i] = subc_cc(a[i], b[i]);
    return subc(0, 0);
}

__global__ void chains(const uint32_t *x, const uint32_t *y, uint32_t *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    const uint32_t *a = x + W * t, *b = y + W * t;
    uint32_t s[W], d[W];
    uint32_t carry = addN(s, a, b);
    uint32_t borrow = subN(d, a, b);
    // one word times a word, with its high half added to the next word's low product
    uint32_t lo = mad_lo_cc(a[0], b[0], a[1]);
    uint32_t hi = madc_hi(a[0], b[0], b[1]);
    uint32_t *o = out + 2 * W * t;
    for (int i = 0; i < W; i++) {
        o[i] = s[i];
        o[W + i] = d[i];
    }
    o[0] ^= carry << 31;
    o[W] ^= borrow;
    o[1] += lo;
    o[W + 1] ^= hi;
}

int main() {
    const int n = 64;
    static uint32_t hx[W * n], hy[W * n], hout[2 * W * n];
    uint32_t s = 2463534242u;
    for (int i = 0; i < W * n; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        hx[i] = s;
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        hy[i] = (i % 7 == 0) ? 0xffffffffu - hx[i] : s; // sums that carry all the way
    }
    uint32_t *dx, *dy, *dout;
    cudaMalloc(&dx, sizeof hx);
    cudaMalloc(&dy, sizeof hy);
    cudaMalloc(&dout, sizeof hout);
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
    chains<<<2, 32>>>(dx, dy, dout, n);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) { printf("launch failed: %s\n", cudaGetErrorString(err)); return 1; }
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    // the same sums and differences on the host
    int wrong = 0;
    for (int t = 0; t < n; t++) {
        uint64_t c = 0, b = 0;
        for (int i = 0; i < W; i++) {
            uint64_t v = (uint64_t)hx[W * t + i] + hy[W * t + i] + c;
            uint64_t d = (uint64_t)hx[W * t + i] - hy[W * t + i] - b;
            c = v >> 32;
            b = (d >> 63) & 1;
            uint32_t sv = (uint32_t)v, dv = (uint32_t)d;
            if (i == 1) {
                uint64_t p = (uint64_t)hx[W * t] * hy[W * t];
                sv += (uint32_t)p + hx[W * t + 1];
            }
            if (i > 1 && sv != hout[2 * W * t + i]) wrong++;
            if (i > 1 && dv != hout[2 * W * t + W + i]) wrong++;
        }
    }
    for (int t = 0; t < 6; t++) {
        printf("%2d:", t);
        for (int i = 0; i < 2 * W; i++) printf(" %08x", hout[2 * W * t + i]);
        printf("\n");
    }
    uint32_t h = 2166136261u;
    for (int i = 0; i < 2 * W * n; i++) h = (h ^ hout[i]) * 16777619u;
    printf("words 2..5 against the host: %d wrong; hash %08x\n", wrong, h);
    return 0;
}
