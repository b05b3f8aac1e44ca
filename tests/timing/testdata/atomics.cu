// Probes the costs issue 5's last timing gaps depend on, all within 4 MB so that everything
// stays in L2 (docs/timing.md):
//   - per-lane atomics on distinct addresses against plain stores of the same addresses: the
//     reduction form (RED, result unused) and the fetching form (ATOM, result used), coalesced
//     (four sectors per warp) and scattered (each lane in another line), 1, 4 and 16 per
//     thread, so that the L2's atomic rate shows past the grid's block dispatch;
//   - scattered one-sector loads with __ldcg (cached in L2 only) against plain loads, which
//     L1 may keep: a block's warps read the same 32 lines.
// Lab edition of timing.h: the front end has no lambdas, so TIME(variant, ...) runs its
// body once untimed (timing.h's warm-ups: the timing model keeps L2 across launches, so the
// timed run finds its data there as on the GPU) and then times it once between two events
// (the simulator is deterministic: one run is the median).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                                          \
    do {                                                                                     \
        cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess) {                                                             \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

#define TIME(variant, ...)                                                                  \
    do {                                                                                     \
        cudaEvent_t start_, stop_;                                                           \
        CHECK(cudaEventCreate(&start_));                                                     \
        CHECK(cudaEventCreate(&stop_));                                                      \
        __VA_ARGS__;                                                                         \
        CHECK(cudaEventRecord(start_));                                                      \
        __VA_ARGS__;                                                                            \
        CHECK(cudaEventRecord(stop_));                                                       \
        CHECK(cudaEventSynchronize(stop_));                                                  \
        CHECK(cudaGetLastError());                                                           \
        float ms_ = 0;                                                                       \
        CHECK(cudaEventElapsedTime(&ms_, start_, stop_));                                    \
        printf("%s,%.6f\n", variant, ms_);                                                   \
        CHECK(cudaEventDestroy(start_));                                                     \
        CHECK(cudaEventDestroy(stop_));                                                      \
    } while (0)

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
    TIME("launch_empty_1", { empty<<<1, 32>>>(); });
    TIME("store_4sector_1m", { storeCoalesced<<<blocks, THREADS>>>(a, 1); });
    TIME("red_4sector_1m", { redCoalesced<<<blocks, THREADS>>>(a, 1); });
    TIME("atom_4sector_1m", { atomCoalesced<<<blocks, THREADS>>>(a, b, 1); });
    TIME("store_4sector_4m", { storeCoalesced<<<blocks, THREADS>>>(a, 4); });
    TIME("red_4sector_4m", { redCoalesced<<<blocks, THREADS>>>(a, 4); });
    TIME("atom_4sector_4m", { atomCoalesced<<<blocks, THREADS>>>(a, b, 4); });
    TIME("store_4sector_16m", { storeCoalesced<<<blocks, THREADS>>>(a, 16); });
    TIME("red_4sector_16m", { redCoalesced<<<blocks, THREADS>>>(a, 16); });
    TIME("store_1sector_4m", { storeScattered<<<blocks, THREADS>>>(a, 4); });
    TIME("red_1sector_4m", { redScattered<<<blocks, THREADS>>>(a, 4); });
    TIME("load_cg_1sector_4m", { loadScatteredCG<<<blocks, THREADS>>>(a, b, 4); });
    TIME("load_plain_1sector_4m", { loadScatteredPlain<<<blocks, THREADS>>>(a, b, 4); });
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    return 0;
}
