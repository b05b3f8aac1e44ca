// Times control divergence on 2^20 threads: the same amount of arithmetic per thread with a
// warp-uniform branch (by warp index), a branch that splits every warp into even and odd
// lanes (both paths run one after the other), a four-way split by lane, and a lane-dependent
// loop trip count.
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

__device__ float work(float v, int iters, float k) {
    for (int i = 0; i < iters; i++) v = v * k + 0.5f;
    return v;
}

__global__ void uniformBranch(float *a, int iters) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = a[i];
    if ((threadIdx.x / 32) % 2 == 0) v = work(v, iters, 0.999f); else v = work(v, iters, 0.998f);
    a[i] = v;
}

__global__ void evenOddBranch(float *a, int iters) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = a[i];
    if (threadIdx.x % 2 == 0) v = work(v, iters, 0.999f); else v = work(v, iters, 0.998f);
    a[i] = v;
}

__global__ void fourWayBranch(float *a, int iters) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = a[i];
    switch (threadIdx.x % 4) {
    case 0: v = work(v, iters, 0.999f); break;
    case 1: v = work(v, iters, 0.998f); break;
    case 2: v = work(v, iters, 0.997f); break;
    default: v = work(v, iters, 0.996f); break;
    }
    a[i] = v;
}

__global__ void laneDependentLoop(float *a, int iters) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    a[i] = work(a[i], iters * (lane + 1) / 16, 0.999f);  // same average work, longest lane 2x
}

int main() {
    const int n = 1 << 20, iters = 64;
    float *a;
    CHECK(cudaMalloc(&a, n * sizeof(float)));
    CHECK(cudaMemset(a, 0, n * sizeof(float)));
    TIME("branch_uniform", { uniformBranch<<<n / 256, 256>>>(a, iters); });
    TIME("branch_even_odd", { evenOddBranch<<<n / 256, 256>>>(a, iters); });
    TIME("branch_four_way", { fourWayBranch<<<n / 256, 256>>>(a, iters); });
    TIME("loop_lane_dependent", { laneDependentLoop<<<n / 256, 256>>>(a, iters); });
    CHECK(cudaFree(a));
    return 0;
}
