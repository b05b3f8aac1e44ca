// Inline PTX carry chains, as multi-word integer code writes them: add.cc / addc / addc.cc,
// sub.cc / subc, mad.lo.cc / madc.hi.cc on 32-bit words, the 64-bit forms, the carry out of the
// last word read into a register, and a guarded (@p) carry instruction. Each result is checked
// against portable C and printed.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t err_ = (call);                                               \
        if (err_ != cudaSuccess) {                                               \
            printf("CUDA error %s at line %d\n", cudaGetErrorString(err_), __LINE__); \
            return 1;                                                            \
        }                                                                        \
    } while (0)

struct U128 { uint32_t w[4]; };

// 128-bit add with the carry out: four words in one asm statement
__device__ U128 add128(const U128 &a, const U128 &b, uint32_t &carry) {
    U128 r;
    asm("add.cc.u32 %0, %5, %9;\n\t"
        "addc.cc.u32 %1, %6, %10;\n\t"
        "addc.cc.u32 %2, %7, %11;\n\t"
        "addc.cc.u32 %3, %8, %12;\n\t"
        "addc.u32 %4, 0, 0;"
        : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3]), "=r"(carry)
        : "r"(a.w[0]), "r"(a.w[1]), "r"(a.w[2]), "r"(a.w[3]),
          "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]));
    return r;
}

// 128-bit subtract with the borrow out
__device__ U128 sub128(const U128 &a, const U128 &b, uint32_t &borrow) {
    U128 r;
    asm("sub.cc.u32 %0, %5, %9;\n\t"
        "subc.cc.u32 %1, %6, %10;\n\t"
        "subc.cc.u32 %2, %7, %11;\n\t"
        "subc.cc.u32 %3, %8, %12;\n\t"
        "subc.u32 %4, 0, 0;"
        : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3]), "=r"(borrow)
        : "r"(a.w[0]), "r"(a.w[1]), "r"(a.w[2]), "r"(a.w[3]),
          "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]));
    return r;
}

// 32x128 -> 160-bit multiply-accumulate row: acc += a * b, with mad.lo.cc and madc.hi.cc
__device__ void mulAddRow(uint32_t acc[5], uint32_t a, const U128 &b) {
    uint32_t lo0, lo1, lo2, lo3, c4;
    // low halves of the products added to acc[0..3]
    asm("mad.lo.cc.u32 %0, %5, %6, %10;\n\t"
        "madc.lo.cc.u32 %1, %5, %7, %11;\n\t"
        "madc.lo.cc.u32 %2, %5, %8, %12;\n\t"
        "madc.lo.cc.u32 %3, %5, %9, %13;\n\t"
        "addc.u32 %4, %14, 0;"
        : "=r"(lo0), "=r"(lo1), "=r"(lo2), "=r"(lo3), "=r"(c4)
        : "r"(a), "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]),
          "r"(acc[0]), "r"(acc[1]), "r"(acc[2]), "r"(acc[3]), "r"(acc[4]));
    // high halves added one word up
    uint32_t h1, h2, h3, h4;
    asm("mad.hi.cc.u32 %0, %4, %5, %9;\n\t"
        "madc.hi.cc.u32 %1, %4, %6, %10;\n\t"
        "madc.hi.cc.u32 %2, %4, %7, %11;\n\t"
        "madc.hi.u32 %3, %4, %8, %12;"
        : "=r"(h1), "=r"(h2), "=r"(h3), "=r"(h4)
        : "r"(a), "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]),
          "r"(lo1), "r"(lo2), "r"(lo3), "r"(c4));
    acc[0] = lo0; acc[1] = h1; acc[2] = h2; acc[3] = h3; acc[4] = h4;
}

// 64-bit words: a 192-bit add, and a signed 64-bit add whose carry is a bit pattern
__device__ void add192(const uint64_t a[3], const uint64_t b[3], uint64_t r[3], uint64_t &carry) {
    asm("add.cc.u64 %0, %4, %7;\n\t"
        "addc.cc.u64 %1, %5, %8;\n\t"
        "addc.cc.u64 %2, %6, %9;\n\t"
        "addc.u64 %3, 0, 0;"
        : "=l"(r[0]), "=l"(r[1]), "=l"(r[2]), "=l"(carry)
        : "l"(a[0]), "l"(a[1]), "l"(a[2]), "l"(b[0]), "l"(b[1]), "l"(b[2]));
}

__device__ int signedCarry(int x, int y) {
    int s, c;
    asm("add.cc.s32 %0, %2, %3;\n\t"
        "addc.s32 %1, 0, 0;" : "=r"(s), "=r"(c) : "r"(x), "r"(y));
    return s ^ (c << 20);
}

// a carry instruction under a guard: lanes whose predicate is false keep their flag
__device__ uint32_t guardedCarry(uint32_t x, uint32_t y, int lane) {
    uint32_t r;
    asm("{\n\t.reg .pred p;\n\t"
        "setp.ne.s32 p, %3, 0;\n\t"
        "add.cc.u32 %0, %1, %2;\n\t"
        "@p add.cc.u32 %0, %0, %2;\n\t"
        "addc.u32 %0, %0, 0;\n\t}"
        : "=r"(r) : "r"(x), "r"(y), "r"(lane & 1));
    return r;
}

__host__ __device__ uint32_t rng(uint32_t &s) {
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    return s;
}

__global__ void chains(uint32_t *out, uint64_t *out64, int *errors, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t s = 0x9e3779b9u ^ (uint32_t)(i * 0x85ebca6bu);
    U128 a, b;
    for (int k = 0; k < 4; k++) {
        a.w[k] = rng(s);
        b.w[k] = rng(s);
    }
    if (i % 5 == 0) a.w[0] = a.w[1] = a.w[2] = 0xffffffffu; // long carry runs
    if (i % 7 == 0) b.w[3] = 0xffffffffu;
    uint32_t carry, borrow;
    U128 sum = add128(a, b, carry);
    U128 diff = sub128(a, b, borrow);
    // portable check
    uint64_t c = 0, bw = 0;
    int bad = 0;
    for (int k = 0; k < 4; k++) {
        uint64_t t = (uint64_t)a.w[k] + b.w[k] + c;
        bad += (uint32_t)t != sum.w[k];
        c = t >> 32;
        uint64_t d = (uint64_t)a.w[k] - b.w[k] - bw;
        bad += (uint32_t)d != diff.w[k];
        bw = (d >> 63) & 1;
    }
    bad += carry != c;
    bad += borrow != (uint32_t)(-(int64_t)bw);
    // 128x128 -> 256 product, row by row
    uint32_t prod[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int k = 0; k < 4; k++) {
        uint32_t acc[5] = {prod[k], prod[k + 1], prod[k + 2], prod[k + 3], 0};
        mulAddRow(acc, a.w[k], b);
        for (int j = 0; j < 5; j++) prod[k + j] = acc[j];
    }
    uint32_t ref[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int k = 0; k < 4; k++) {
        uint64_t cc = 0;
        for (int j = 0; j < 4; j++) {
            uint64_t t = (uint64_t)a.w[k] * b.w[j] + ref[k + j] + cc;
            ref[k + j] = (uint32_t)t;
            cc = t >> 32;
        }
        ref[k + 4] = (uint32_t)cc;
    }
    for (int k = 0; k < 8; k++) bad += prod[k] != ref[k];
    uint64_t x[3] = {((uint64_t)a.w[1] << 32) | a.w[0], ~0ull, ((uint64_t)a.w[3] << 32) | a.w[2]};
    uint64_t y[3] = {((uint64_t)b.w[1] << 32) | b.w[0], (uint64_t)(i & 3), ((uint64_t)b.w[3] << 32) | b.w[2]};
    uint64_t r[3], carry64;
    add192(x, y, r, carry64);
    out[16 * i + 0] = sum.w[0] ^ sum.w[3];
    out[16 * i + 1] = carry;
    out[16 * i + 2] = diff.w[1] ^ diff.w[2];
    out[16 * i + 3] = borrow;
    for (int k = 0; k < 8; k++) out[16 * i + 4 + k] = prod[k];
    out[16 * i + 12] = (uint32_t)signedCarry((int)a.w[0], (int)b.w[0]);
    out[16 * i + 13] = guardedCarry(a.w[2], b.w[2], i);
    out[16 * i + 14] = (uint32_t)carry64;
    out[16 * i + 15] = (uint32_t)(r[1] >> 7);
    out64[3 * i + 0] = r[0];
    out64[3 * i + 1] = r[1];
    out64[3 * i + 2] = r[2];
    errors[i] = bad;
}

int main() {
    const int n = 70;
    uint32_t *dOut;
    uint64_t *dOut64;
    int *dErr;
    CHECK(cudaMalloc(&dOut, 16 * n * sizeof(uint32_t)));
    CHECK(cudaMalloc(&dOut64, 3 * n * sizeof(uint64_t)));
    CHECK(cudaMalloc(&dErr, n * sizeof(int)));
    chains<<<3, 32>>>(dOut, dOut64, dErr, n);
    CHECK(cudaGetLastError());
    static uint32_t out[16 * n];
    static uint64_t out64[3 * n];
    int err[n];
    CHECK(cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(out64, dOut64, sizeof out64, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(err, dErr, sizeof err, cudaMemcpyDeviceToHost));
    int totalErr = 0;
    for (int i = 0; i < n; i++) totalErr += err[i];
    for (int i = 0; i < 8; i++) {
        const uint32_t *o = out + 16 * i;
        printf("%d: sum %08x c=%u diff %08x b=%08x prod %08x..%08x%08x signed %08x guarded %08x c64=%u mid %08x\n",
               i, o[0], o[1], o[2], o[3], o[4], o[11], o[10], o[12], o[13], o[14], o[15]);
        printf("   add192 %016llx %016llx %016llx\n", (unsigned long long)out64[3 * i + 2],
               (unsigned long long)out64[3 * i + 1], (unsigned long long)out64[3 * i]);
    }
    uint32_t h = 2166136261u;
    for (int i = 0; i < 16 * n; i++) h = (h ^ out[i]) * 16777619u;
    uint64_t h64 = 1469598103934665603ull;
    for (int i = 0; i < 3 * n; i++) h64 = (h64 ^ out64[i]) * 1099511628211ull;
    int carries = 0, borrows = 0;
    for (int i = 0; i < n; i++) {
        carries += out[16 * i + 1];
        borrows += out[16 * i + 3] != 0;
    }
    printf("threads %d, mismatches against portable code %d, carries %d, borrows %d\n", n, totalErr, carries, borrows);
    printf("hash %08x %016llx\n", h, (unsigned long long)h64);
    CHECK(cudaFree(dOut));
    CHECK(cudaFree(dOut64));
    CHECK(cudaFree(dErr));
    return 0;
}
