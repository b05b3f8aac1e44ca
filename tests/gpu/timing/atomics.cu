// Probes the costs issue 5's last timing gaps depend on, all within 4 MB so that everything
// stays in L2 (docs/timing.md):
//   - per-lane atomics on distinct addresses against plain stores of the same addresses: the
//     reduction form (RED, result unused) and the fetching form (ATOM, result used), coalesced
//     (four sectors per warp) and scattered (each lane in another line), 1, 4 and 16 per
//     thread, so that the L2's atomic rate shows past the grid's block dispatch;
//   - scattered one-sector loads with __ldcg (cached in L2 only) against plain loads, which
//     L1 may keep: a block's warps read the same 32 lines.
#include "timing.h"

#define THREADS 256
#define N (1 << 20)   // threads of the big launches
#define LINES 32768   // 4 MB of floats viewed as 32 rows of LINES floats

__global__ void storeCoalesced(float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int j = 0; j < k; j++) out[(i + j * 32 * THREADS) & (N - 1)] = (float)j;
}

__global__ void redCoalesced(float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int j = 0; j < k; j++) atomicAdd(&out[(i + j * 32 * THREADS) & (N - 1)], 1.0f);
}

__global__ void atomCoalesced(float *out, float *old, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.0f;
    for (int j = 0; j < k; j++) s += atomicAdd(&out[(i + j * 32 * THREADS) & (N - 1)], 1.0f);
    old[i] = s;
}

// Lane l of warp w updates float w of row l: 32 lines per warp instruction, one sector each.
__global__ void storeScattered(float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = i & 31, warp = i >> 5;
    for (int j = 0; j < k; j++) out[lane * LINES + ((warp + j * 8) & (LINES - 1))] = (float)j;
}

__global__ void redScattered(float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = i & 31, warp = i >> 5;
    for (int j = 0; j < k; j++) atomicAdd(&out[lane * LINES + ((warp + j * 8) & (LINES - 1))], 1.0f);
}

__global__ void loadScatteredCG(const float *in, float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = i & 31, warp = i >> 5;
    float s = 0.0f;
    for (int j = 0; j < k; j++) s += __ldcg(&in[lane * LINES + ((warp + j * 8) & (LINES - 1))]);
    out[i] = s;
}

__global__ void loadScatteredPlain(const float *in, float *out, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = i & 31, warp = i >> 5;
    float s = 0.0f;
    for (int j = 0; j < k; j++) s += in[lane * LINES + ((warp + j * 8) & (LINES - 1))];
    out[i] = s;
}

__global__ void empty() {}

int main() {
    float *a, *b;
    CHECK(cudaMalloc(&a, N * sizeof(float)));
    CHECK(cudaMalloc(&b, N * sizeof(float)));
    CHECK(cudaMemset(a, 0, N * sizeof(float)));
    CHECK(cudaMemset(b, 0, N * sizeof(float)));
    const int blocks = N / THREADS;
    report("launch_empty_1", medianMs([&] { empty<<<1, 32>>>(); }));
    report("store_4sector_1m", medianMs([&] { storeCoalesced<<<blocks, THREADS>>>(a, 1); }));
    report("red_4sector_1m", medianMs([&] { redCoalesced<<<blocks, THREADS>>>(a, 1); }));
    report("atom_4sector_1m", medianMs([&] { atomCoalesced<<<blocks, THREADS>>>(a, b, 1); }));
    report("store_4sector_4m", medianMs([&] { storeCoalesced<<<blocks, THREADS>>>(a, 4); }));
    report("red_4sector_4m", medianMs([&] { redCoalesced<<<blocks, THREADS>>>(a, 4); }));
    report("atom_4sector_4m", medianMs([&] { atomCoalesced<<<blocks, THREADS>>>(a, b, 4); }));
    report("store_4sector_16m", medianMs([&] { storeCoalesced<<<blocks, THREADS>>>(a, 16); }));
    report("red_4sector_16m", medianMs([&] { redCoalesced<<<blocks, THREADS>>>(a, 16); }));
    report("store_1sector_4m", medianMs([&] { storeScattered<<<blocks, THREADS>>>(a, 4); }));
    report("red_1sector_4m", medianMs([&] { redScattered<<<blocks, THREADS>>>(a, 4); }));
    report("load_cg_1sector_4m", medianMs([&] { loadScatteredCG<<<blocks, THREADS>>>(a, b, 4); }));
    report("load_plain_1sector_4m", medianMs([&] { loadScatteredPlain<<<blocks, THREADS>>>(a, b, 4); }));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    return 0;
}
