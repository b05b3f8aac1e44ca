// Tests bitwise operators and bit tricks on 32- and 64-bit values, on the host and on the
// device: & | ^ ~ << >>, rotate, population count by loop (host) against __popc/__popcll
// (device), lowest set bit, power-of-two tests, and byte swapping.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__host__ __device__ unsigned int rotl(unsigned int x, int r) { return (x << r) | (x >> (32 - r)); }
__host__ __device__ unsigned int bswap(unsigned int x) {
    return (x >> 24) | ((x >> 8) & 0xFF00u) | ((x << 8) & 0xFF0000u) | (x << 24);
}

int popcountLoop(unsigned long long x) {
    int c = 0;
    while (x) { x &= x - 1; c++; }
    return c;
}

__global__ void bits(const unsigned long long *in, unsigned long long *out) {
    int i = threadIdx.x;
    unsigned long long x = in[i];
    unsigned int lo = (unsigned int)x, hi = (unsigned int)(x >> 32);
    out[i * 4 + 0] = (unsigned long long)__popc(lo) + ((unsigned long long)__popcll(x) << 32);
    out[i * 4 + 1] = ((unsigned long long)rotl(lo, 7) << 32) | bswap(hi);
    out[i * 4 + 2] = (x & (~x + 1)) ^ (x >> 3) ^ (~x << 5);
    out[i * 4 + 3] = (x & (x - 1)) == 0;
}

int main() {
    const int n = 6;
    unsigned long long h[n] = {0x0ULL, 0x1ULL, 0x80000000ULL, 0xDEADBEEFCAFEBABEULL, 0x0123456789ABCDEFULL, 1ULL << 40};
    unsigned long long r[n * 4], *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    bits<<<1, n>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        unsigned long long x = h[i];
        unsigned long long expect2 = (x & (~x + 1)) ^ (x >> 3) ^ (~x << 5);
        printf("x=%016llx popc=%llu popcll=%llu (host %d) rot/bswap=%016llx mix=%016llx %s pow2=%llu\n", x,
               r[i * 4] & 0xFFFFFFFFULL, r[i * 4] >> 32, popcountLoop(x), r[i * 4 + 1], r[i * 4 + 2],
               expect2 == r[i * 4 + 2] ? "ok" : "DIFF", r[i * 4 + 3]);
    }
    printf("host rotl=%08x bswap=%08x\n", rotl(0x12345678u, 8), bswap(0x12345678u));
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
