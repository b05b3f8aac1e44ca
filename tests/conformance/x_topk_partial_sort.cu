// Top-k selection.
//  Part A: radix select on unique 64-bit keys (ordered float bits | ~index),
//          gather the k winners with an atomic counter, then bitonic-sort them.
//  Part B: per-row top-5 with one warp per row, merged via __shfl_xor_sync argmax.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(call) do { cudaError_t e = call; if (e != cudaSuccess) { \
    printf("error %s at %d\n", cudaGetErrorString(e), __LINE__); return 1; } } while (0)

__host__ __device__ inline uint32_t orderedBits(float f) {
    uint32_t u;
    memcpy(&u, &f, sizeof(u));
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}
__host__ __device__ inline uint64_t makeKey(float f, uint32_t idx) {
    return ((uint64_t)orderedBits(f) << 32) | (uint32_t)~idx;   // ties: smaller index wins
}

__global__ void digitHistogram(const float *x, int n, uint64_t prefix, uint64_t prefixMask, int shift,
                               unsigned int *hist) {
    __shared__ unsigned int h[256];
    h[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        uint64_t k = makeKey(x[i], i);
        if ((k & prefixMask) == prefix) atomicAdd(&h[(k >> shift) & 0xFF], 1u);
    }
    __syncthreads();
    if (h[threadIdx.x]) atomicAdd(&hist[threadIdx.x], h[threadIdx.x]);
}

__global__ void gatherTopK(const float *x, int n, uint64_t threshold, uint64_t *outKeys, int *counter) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        uint64_t k = makeKey(x[i], i);
        if (k >= threshold) outKeys[atomicAdd(counter, 1)] = k;
    }
}

// Single block sorts up to blockDim.x*2 keys descending; pads with 0.
__global__ void bitonicDescending(uint64_t *keys, int count) {
    extern __shared__ uint64_t s[];
    int t = threadIdx.x, m = 2 * blockDim.x;
    s[t] = (t < count) ? keys[t] : 0;
    s[t + blockDim.x] = (t + blockDim.x < count) ? keys[t + blockDim.x] : 0;
    for (int size = 2; size <= m; size <<= 1)
        for (int stride = size >> 1; stride > 0; stride >>= 1) {
            __syncthreads();
            int pos = 2 * t - (t & (stride - 1));
            bool desc = ((pos & size) == 0);
            uint64_t a = s[pos], b = s[pos + stride];
            if ((a < b) == desc) { s[pos] = b; s[pos + stride] = a; }
        }
    __syncthreads();
    if (t < count) keys[t] = s[t];
    if (t + blockDim.x < count) keys[t + blockDim.x] = s[t + blockDim.x];
}

#define K5 5
__global__ void warpTop5(const float *m, int rows, int cols, float *topVal, int *topIdx) {
    int warpId = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x & 31;
    if (warpId >= rows) return;                     // whole warp exits together
    const float *row = m + (size_t)warpId * cols;
    float v[K5]; int id[K5];
    for (int j = 0; j < K5; ++j) { v[j] = -INFINITY; id[j] = 0x7fffffff; }
    for (int c = lane; c < cols; c += 32) {         // keep a sorted local top-5
        float x = row[c];
        if (x > v[K5 - 1]) {
            int p = K5 - 1;
            while (p > 0 && x > v[p - 1]) { v[p] = v[p - 1]; id[p] = id[p - 1]; --p; }
            v[p] = x; id[p] = c;
        }
    }
    int head = 0;
    for (int r = 0; r < K5; ++r) {
        float bv = head < K5 ? v[head] : -INFINITY;
        int bi = head < K5 ? id[head] : 0x7fffffff;
        for (int off = 16; off > 0; off >>= 1) {
            float ov = __shfl_xor_sync(0xffffffffu, bv, off);
            int oi = __shfl_xor_sync(0xffffffffu, bi, off);
            if (ov > bv || (ov == bv && oi < bi)) { bv = ov; bi = oi; }
        }
        if (head < K5 && id[head] == bi) ++head;     // the owner pops its head
        if (lane == 0) { topVal[warpId * K5 + r] = bv; topIdx[warpId * K5 + r] = bi; }
    }
}

int main() {
    const int n = 100000, k = 100;
    std::vector<float> x(n);
    uint32_t s = 0xC0FFEEu;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        x[i] = (float)((int)(s >> 12) - (1 << 19)) / 4096.0f;   // many exact duplicates
    }
    x[777] = INFINITY; x[778] = NAN; x[779] = -INFINITY; x[99999] = 128.0f; x[12345] = 128.0f;

    float *dx; unsigned int *dh; uint64_t *dk; int *dc;
    CK(cudaMalloc(&dx, n * sizeof(float)));
    CK(cudaMalloc(&dh, 256 * sizeof(unsigned int)));
    CK(cudaMalloc(&dk, k * sizeof(uint64_t)));
    CK(cudaMalloc(&dc, sizeof(int)));
    CK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    uint64_t prefix = 0, mask = 0;
    int remaining = k;
    for (int shift = 56; shift >= 0; shift -= 8) {
        CK(cudaMemset(dh, 0, 256 * sizeof(unsigned int)));
        digitHistogram<<<64, 256>>>(dx, n, prefix, mask, shift, dh);
        unsigned int h[256];
        CK(cudaMemcpy(h, dh, sizeof(h), cudaMemcpyDeviceToHost));
        int d = 255;
        unsigned int above = 0;
        while (above + h[d] < (unsigned)remaining) { above += h[d]; --d; }
        remaining -= above;
        prefix |= (uint64_t)d << shift;
        mask |= (uint64_t)0xFF << shift;
        printf("shift %2d: digit=%3d count=%u above=%u remaining=%d\n", shift, d, h[d], above, remaining);
    }
    printf("threshold key = %016llx\n", (unsigned long long)prefix);

    CK(cudaMemset(dc, 0, sizeof(int)));
    gatherTopK<<<(n + 255) / 256, 256>>>(dx, n, prefix, dk, dc);
    int got = 0;
    CK(cudaMemcpy(&got, dc, sizeof(int), cudaMemcpyDeviceToHost));
    bitonicDescending<<<1, 64, 128 * sizeof(uint64_t)>>>(dk, got);
    std::vector<uint64_t> keys(k);
    CK(cudaMemcpy(keys.data(), dk, k * sizeof(uint64_t), cudaMemcpyDeviceToHost));

    std::vector<uint64_t> ref(n);
    for (int i = 0; i < n; ++i) ref[i] = makeKey(x[i], i);
    std::partial_sort(ref.begin(), ref.begin() + k, ref.end(), [](uint64_t a, uint64_t b) { return a > b; });
    bool okA = (got == k) && std::equal(keys.begin(), keys.end(), ref.begin());
    printf("gathered %d elements\n", got);
    for (int r = 0; r < k; r += (r < 10 ? 1 : 15)) {
        uint32_t idx = ~(uint32_t)keys[r];
        printf("  top[%2d] idx=%5u value=%.9g\n", r, idx, x[idx]);
    }
    printf("Part A %s\n", okA ? "PASS" : "FAIL");

    const int rows = 37, cols = 300;
    std::vector<float> m(rows * cols);
    for (int i = 0; i < rows * cols; ++i) m[i] = (float)(((i * 7919) % 1009) - 500) * 0.125f;
    m[3 * cols + 299] = 1e9f;  // tail column
    for (int c = 0; c < cols; ++c) m[5 * cols + c] = 2.0f;  // all-equal row
    float *dm, *dv; int *di;
    CK(cudaMalloc(&dm, m.size() * sizeof(float)));
    CK(cudaMalloc(&dv, rows * K5 * sizeof(float)));
    CK(cudaMalloc(&di, rows * K5 * sizeof(int)));
    CK(cudaMemcpy(dm, m.data(), m.size() * sizeof(float), cudaMemcpyHostToDevice));
    warpTop5<<<(rows * 32 + 127) / 128, 128>>>(dm, rows, cols, dv, di);
    CK(cudaGetLastError());
    std::vector<float> tv(rows * K5);
    std::vector<int> ti(rows * K5);
    CK(cudaMemcpy(tv.data(), dv, tv.size() * sizeof(float), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(ti.data(), di, ti.size() * sizeof(int), cudaMemcpyDeviceToHost));
    int badB = 0;
    for (int r = 0; r < rows; ++r) {
        std::vector<int> ix(cols);
        for (int c = 0; c < cols; ++c) ix[c] = c;
        const float *row = &m[r * cols];
        std::stable_sort(ix.begin(), ix.end(), [&](int a, int b) { return row[a] > row[b]; });
        for (int j = 0; j < K5; ++j) badB += (ti[r * K5 + j] != ix[j] || tv[r * K5 + j] != row[ix[j]]);
        if (r < 8 || r == rows - 1) {
            printf("  row %2d:", r);
            for (int j = 0; j < K5; ++j) printf(" %g@%d", tv[r * K5 + j], ti[r * K5 + j]);
            printf("\n");
        }
    }
    printf("Part B %s (mismatches %d)\n", badB ? "FAIL" : "PASS", badB);
    return 0;
}
