// Probes the throughputs the other timing programs depend on, each isolated so that the
// timing model's rate can be set here and checked there (docs/timing.md):
//   - L2 requests: one-sector scattered stores and loads (each lane of a warp in another
//     128-byte line, as the naive transpose's stores) against coalesced four-sector ones,
//     all within 4 MB so that everything stays in L2;
//   - atomics: one same-address atomicAdd per block (the grid-atomic reduction without its
//     tree), the same kernel with a plain store, and per-lane atomics on distinct addresses;
//   - launches: one and two back-to-back empty launches between the events.
#include "timing.h"

#define THREADS 256
#define N (1 << 20)   // threads of the big launches
#define LINES 32768   // 4 MB of floats viewed as 32 rows of LINES floats

__global__ void storeCoalesced(float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int j = 0; j < k; j++) out[(i + j * 32 * THREADS) & (N - 1)] = (float)j;
}

// Lane l of warp w writes float w of row l: 32 lines per warp instruction, one sector each.
__global__ void storeScattered(float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = i & 31, warp = i >> 5;
    for (int j = 0; j < k; j++) out[lane * LINES + ((warp + j * 8) & (LINES - 1))] = (float)j;
}

__global__ void loadCoalesced(const float *in, float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.0f;
    for (int j = 0; j < k; j++) s += __ldcg(&in[(i + j * 32 * THREADS) & (N - 1)]);
    out[i] = s;
}

__global__ void loadScattered(const float *in, float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = i & 31, warp = i >> 5;
    float s = 0.0f;
    for (int j = 0; j < k; j++) s += __ldcg(&in[lane * LINES + ((warp + j * 8) & (LINES - 1))]);
    out[i] = s;
}

__global__ void atomicPerBlock(float *r) {
    if (threadIdx.x == 0) atomicAdd(r, 1.0f);
}

__global__ void storePerBlock(float *partial) {
    if (threadIdx.x == 0) partial[blockIdx.x] = 1.0f;
}

__global__ void atomicDistinct(float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&out[i], 1.0f);
}

__global__ void empty() {}

int main() {
    float *a, *b, *r;
    CHECK(cudaMalloc(&a, N * sizeof(float)));
    CHECK(cudaMalloc(&b, N * sizeof(float)));
    CHECK(cudaMalloc(&r, sizeof(float)));
    CHECK(cudaMemset(a, 0, N * sizeof(float)));
    CHECK(cudaMemset(b, 0, N * sizeof(float)));
    CHECK(cudaMemset(r, 0, sizeof(float)));
    const int blocks = N / THREADS;
    report("launch_empty_1", medianMs([&] { empty<<<1, 32>>>(); }));
    report("launch_empty_2", medianMs([&] { empty<<<1, 32>>>(); empty<<<1, 32>>>(); }));
    report("store_4sector_1m", medianMs([&] { storeCoalesced<<<blocks, THREADS>>>(a, 1); }));
    report("store_1sector_1m", medianMs([&] { storeScattered<<<blocks, THREADS>>>(a, 1); }));
    report("store_4sector_4m", medianMs([&] { storeCoalesced<<<blocks, THREADS>>>(a, 4); }));
    report("store_1sector_4m", medianMs([&] { storeScattered<<<blocks, THREADS>>>(a, 4); }));
    report("load_4sector_4m", medianMs([&] { loadCoalesced<<<blocks, THREADS>>>(a, b, 4); }));
    report("load_1sector_4m", medianMs([&] { loadScattered<<<blocks, THREADS>>>(a, b, 4); }));
    report("atomic_per_block_4096", medianMs([&] { atomicPerBlock<<<4096, THREADS>>>(r); }));
    report("store_per_block_4096", medianMs([&] { storePerBlock<<<4096, THREADS>>>(b); }));
    report("atomic_per_block_16384", medianMs([&] { atomicPerBlock<<<16384, THREADS>>>(r); }));
    report("atomic_distinct_1m", medianMs([&] { atomicDistinct<<<blocks, THREADS>>>(b); }));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(r));
    return 0;
}
