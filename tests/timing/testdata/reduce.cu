// Times the five reduction styles of the course on 2^20 floats (the 1024x1024 array of the
// Julia material): atomics only, the in-block tree (one block, 2048 elements, as in the
// material), a single block over everything, the grid with shared memory and atomics, and
// the grid with shared memory and a second launch. In-place styles work on a scratch copy
// that is refreshed by a device-to-device copy inside the timed region, and the copy alone is
// timed too so it can be subtracted.
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

__global__ void reduceAtomic(const float *a, float *r, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(r, a[i]);
}

__global__ void reduceTree(float *a, float *r, int n) {
    int elements = blockDim.x * 2, t = threadIdx.x;
    for (int d = 1; d < elements; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i < elements && i + d < n) a[i] += a[i + d];
    }
    if (t == 0) *r = a[0];
}

__global__ void reduceSingleBlock(float *a, float *r, int n) {
    int elements = blockDim.x * 2, t = threadIdx.x;
    for (int i = t + elements; i < n; i += elements) a[t] += a[i];
    for (int i = t + blockDim.x + elements; i < n; i += elements) a[t + blockDim.x] += a[i];
    for (int d = 1; d < elements; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i < elements && i + d < n) a[i] += a[i + d];
    }
    if (t == 0) *r = a[0];
}

__global__ void reduceGridAtomic(const float *a, float *r, int n) {
    __shared__ float s[THREADS];
    int t = threadIdx.x, i = blockIdx.x * THREADS + t;
    s[t] = i < n ? a[i] : 0.0f;
    __syncthreads();
    for (int stride = THREADS / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) atomicAdd(r, s[0]);
}

__global__ void partialSums(const float *a, float *partial, int n) {
    __shared__ float s[THREADS];
    int t = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x) sum += a[i];
    s[t] = sum;
    __syncthreads();
    for (int stride = THREADS / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = s[0];
}

int main() {
    const int n = 1 << 20;
    size_t bytes = n * sizeof(float);
    float *h = (float *)malloc(bytes);
    for (int i = 0; i < n; i++) h[i] = (float)(i % 3);
    float *a, *scratch, *r, *partial;
    CHECK(cudaMalloc(&a, bytes));
    CHECK(cudaMalloc(&scratch, bytes));
    CHECK(cudaMalloc(&r, sizeof(float)));
    CHECK(cudaMalloc(&partial, 1024 * sizeof(float)));
    CHECK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
    TIME("copy_2048_d2d", { CHECK(cudaMemcpy(scratch, a, 2048 * sizeof(float), cudaMemcpyDeviceToDevice)); });
    TIME("copy_1m_d2d", { CHECK(cudaMemcpy(scratch, a, bytes, cudaMemcpyDeviceToDevice)); });
    TIME("reduce_atomic_1m", {
        CHECK(cudaMemsetAsync(r, 0, sizeof(float)));
        reduceAtomic<<<n / THREADS, THREADS>>>(a, r, n);
    });
    TIME("reduce_tree_2048", {
        CHECK(cudaMemcpy(scratch, a, 2048 * sizeof(float), cudaMemcpyDeviceToDevice));
        reduceTree<<<1, 1024>>>(scratch, r, 2048);
    });
    TIME("reduce_single_block_1m", {
        CHECK(cudaMemcpy(scratch, a, bytes, cudaMemcpyDeviceToDevice));
        reduceSingleBlock<<<1, 1024>>>(scratch, r, n);
    });
    TIME("reduce_grid_atomic_1m", {
        CHECK(cudaMemsetAsync(r, 0, sizeof(float)));
        reduceGridAtomic<<<n / THREADS, THREADS>>>(a, r, n);
    });
    TIME("reduce_grid_shared_1m", {
        partialSums<<<1024, THREADS>>>(a, partial, n);
        partialSums<<<1, THREADS>>>(partial, r, 1024);
    });
    float result = 0.0f;
    CHECK(cudaMemcpy(&result, r, sizeof(float), cudaMemcpyDeviceToHost));
    if (result != 1048575.0f) fprintf(stderr, "reduction check: got %.1f, want 1048575.0\n", result);
    free(h);
    CHECK(cudaFree(a));
    CHECK(cudaFree(scratch));
    CHECK(cudaFree(r));
    CHECK(cudaFree(partial));
    return 0;
}
