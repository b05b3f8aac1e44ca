// Tests every integer type (char, short, int, long, long long, signed and unsigned, bool,
// size_t) and two's-complement wraparound, on the host and in a kernel (same results).
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__host__ __device__ void wraps(long long *r) {
    unsigned char uc = 250; uc += 10;                 // 260 mod 256 = 4
    signed char sc = (signed char)200;                // -56
    unsigned short us = 65535; us++;                  // 0
    short ss = (short)40000;                          // -25536
    unsigned int ui = 0; ui -= 1;                     // 4294967295
    int si = (int)3000000000u;                        // -1294967296
    unsigned long ul = 0UL; ul--;                     // 2^64-1 (LP64)
    long long ll = (long long)(9223372036854775807ULL + 2ULL); // wraps to INT64_MIN+1
    unsigned long long ull = 1ULL << 63; ull *= 2;    // 0
    bool b = 7;                                       // true
    size_t sz = 0; sz = sz - 1;                       // SIZE_MAX
    r[0] = uc; r[1] = sc; r[2] = us; r[3] = ss; r[4] = (long long)ui; r[5] = si;
    r[6] = (long long)ul; r[7] = ll; r[8] = (long long)ull; r[9] = b; r[10] = (long long)sz;
    unsigned int m = 123456789u; m *= 987654321u;     // product mod 2^32
    r[11] = m;
    char c = 'A'; c += 2;
    r[12] = c;
}

__global__ void kernel(long long *r) { wraps(r); }

int main() {
    long long h[13], d[13];
    long long *dr;
    wraps(h);
    CHECK(cudaMalloc(&dr, sizeof(d)));
    kernel<<<1, 1>>>(dr);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d, dr, sizeof(d), cudaMemcpyDeviceToHost));
    const char *names[13] = {"uchar", "schar", "ushort", "short", "uint", "int", "ulong",
                             "llong", "ullong", "bool", "size_t", "umul", "char"};
    for (int i = 0; i < 13; i++)
        printf("%-7s host=%lld device=%lld %s\n", names[i], h[i], d[i], h[i] == d[i] ? "same" : "DIFF");
    printf("%u %d %lu %llu %zu\n", (unsigned)h[4], (int)h[5], (unsigned long)h[6],
           (unsigned long long)h[7], (size_t)h[10]);
    printf("hex: %x %llx %hhx %hx\n", (unsigned)h[4], (unsigned long long)h[7],
           (unsigned char)h[1], (unsigned short)h[3]);
    CHECK(cudaFree(dr));
    return 0;
}
