// The course's shared-memory microbenchmark written as plain C: one block of 32 x 8 threads,
// each thread loading ITERS times from shared memory and adding every loaded component into an
// accumulator (the write-up's loops were PTX whose results nothing used). Conflict-free 32-bit
// loads, 64-bit loads shared by lane pairs (one wavefront each) and 128-bit loads shared by lane
// quads (two wavefronts each): in plain C the adds, not the wavefronts, can set the time.
// The index is i * zero with zero = 0 passed at run time, so that nvcc can neither hoist the
// load out of the loop nor fold the adds.
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

#define ITERS 100000

__global__ void loadWords(float *out, int iters, int zero) {
    __shared__ float s[32 * 8 * 4];
    int w = threadIdx.y, l = threadIdx.x;
    for (int i = w * 32 + l; i < 32 * 8 * 4; i += 32 * 8) s[i] = (float)i;
    __syncthreads();
    const float *p = s + w * 32 + l;
    float acc = 0.0f;
    for (int i = 0; i < iters; i++) acc += p[i * zero];
    out[w * 32 + l] = acc;
}

__global__ void loadPairs(float *out, int iters, int zero) {
    __shared__ float2 s[32 * 8 * 2];
    int w = threadIdx.y, l = threadIdx.x;
    for (int i = w * 32 + l; i < 32 * 8 * 2; i += 32 * 8) s[i] = make_float2((float)i, 1.0f);
    __syncthreads();
    const float2 *p = s + w * 16 + l / 2;
    float acc = 0.0f;
    for (int i = 0; i < iters; i++) {
        float2 v = p[i * zero];
        acc += v.x;
        acc += v.y;
    }
    out[w * 32 + l] = acc;
}

__global__ void loadQuads(float *out, int iters, int zero) {
    __shared__ float4 s[32 * 8];
    int w = threadIdx.y, l = threadIdx.x;
    for (int i = w * 32 + l; i < 32 * 8; i += 32 * 8) s[i] = make_float4((float)i, 1.0f, 2.0f, 3.0f);
    __syncthreads();
    const float4 *p = s + w * 8 + l / 4;
    float acc = 0.0f;
    for (int i = 0; i < iters; i++) {
        float4 v = p[i * zero];
        acc += v.x;
        acc += v.y;
        acc += v.z;
        acc += v.w;
    }
    out[w * 32 + l] = acc;
}

int main() {
    float *out;
    CHECK(cudaMalloc(&out, 32 * 8 * sizeof(float)));
    dim3 block(32, 8);
    TIME("words_c", { loadWords<<<1, block>>>(out, ITERS, 0); });
    TIME("pairs_c", { loadPairs<<<1, block>>>(out, ITERS, 0); });
    TIME("quads_c", { loadQuads<<<1, block>>>(out, ITERS, 0); });
    CHECK(cudaFree(out));
    return 0;
}
