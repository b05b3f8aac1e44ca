// Probes the throughputs the other timing programs depend on, each isolated so that the
// timing model's rate can be set here and checked there (docs/timing.md):
//   - L2 requests: one-sector scattered stores and loads (each lane of a warp in another
//     128-byte line, as the naive transpose's stores) against coalesced four-sector ones,
//     all within 4 MB so that everything stays in L2;
//   - atomics: one same-address atomicAdd per block (the grid-atomic reduction without its
//     tree), the same kernel with a plain store, and per-lane atomics on distinct addresses;
//   - launches: one and two back-to-back empty launches between the events.
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
    TIME("launch_empty_1", { empty<<<1, 32>>>(); });
    TIME("launch_empty_2", { empty<<<1, 32>>>(); empty<<<1, 32>>>(); });
    TIME("store_4sector_1m", { storeCoalesced<<<blocks, THREADS>>>(a, 1); });
    TIME("store_1sector_1m", { storeScattered<<<blocks, THREADS>>>(a, 1); });
    TIME("store_4sector_4m", { storeCoalesced<<<blocks, THREADS>>>(a, 4); });
    TIME("store_1sector_4m", { storeScattered<<<blocks, THREADS>>>(a, 4); });
    TIME("load_4sector_4m", { loadCoalesced<<<blocks, THREADS>>>(a, b, 4); });
    TIME("load_1sector_4m", { loadScattered<<<blocks, THREADS>>>(a, b, 4); });
    TIME("atomic_per_block_4096", { atomicPerBlock<<<4096, THREADS>>>(r); });
    TIME("store_per_block_4096", { storePerBlock<<<4096, THREADS>>>(b); });
    TIME("atomic_per_block_16384", { atomicPerBlock<<<16384, THREADS>>>(r); });
    TIME("atomic_distinct_1m", { atomicDistinct<<<blocks, THREADS>>>(b); });
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(r));
    return 0;
}
