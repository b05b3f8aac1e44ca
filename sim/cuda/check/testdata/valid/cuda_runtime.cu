// The CUDA runtime API and device built-ins as lab programs use them.
#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call)                                                            \
    do {                                                                       \
        cudaError_t err_ = (call);                                             \
        if (err_ != cudaSuccess) {                                             \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                 \
                    cudaGetErrorString(err_));                                 \
            exit(1);                                                           \
        }                                                                      \
    } while (0)

__constant__ float weights[8];
__device__ unsigned int hits;
__device__ __managed__ int managed;

__global__ void warpOps(int *out, const int *in) {
    extern __shared__ int dyn[];
    __shared__ int tile[32];
    int t = threadIdx.x;
    int v = in[t];
    tile[t % 32] = v;
    dyn[t] = v;
    __syncthreads();
    for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
    unsigned ballot = __ballot_sync(__activemask(), v > 0);
    if (__all_sync(0xffffffff, 1) && __any_sync(0xffffffff, v)) out[t] = __popc(ballot) + __clz(v) + __ffs(v);
    atomicAdd(&hits, 1u);
    atomicMax(&out[0], v);
    atomicCAS(&out[1], 0, 1);
    float w = weights[t % 8];
    out[2] = (int)(w * fmaxf(w, 0.5f) + fminf(w, 1.0f) + floorf(w) + ceilf(w) + powf(w, 2.0f) + fmaf(w, w, w));
    double d = sqrt((double)w) + exp(1.0) + log(2.0) + sin(w) + cos(w);
    out[3] = (int)d + min(t, 3) + max(t, 4) + (int)max(1.0f, w);
    long long c = clock64();
    out[4] = (int)(c & 1) + warpSize + (int)gridDim.x + (int)blockDim.y;
    __syncwarp();
    __threadfence();
    if (t == 0) printf("block %d thread %d: %f\n", blockIdx.x, threadIdx.x, w);
}

int main() {
    int n = 64;
    int *d_out, *d_in;
    int h[64];
    for (int i = 0; i < n; i++) h[i] = i;
    CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_in, n * sizeof(int)));
    CHECK(cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(d_out, 0, n * sizeof(int)));
    float w[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    CHECK(cudaMemcpyToSymbol(weights, w, sizeof(w)));
    dim3 block(32), grid((n + block.x - 1) / block.x);
    warpOps<<<grid, block, 32 * sizeof(int)>>>(d_out, d_in);
    warpOps<<<2, 32, 128, 0>>>(d_out, d_in);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    unsigned int count = 0;
    CHECK(cudaMemcpyFromSymbol(&count, hits, sizeof(count)));
    CHECK(cudaMemcpy(h, d_out, sizeof(h), cudaMemcpyDeviceToHost));
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    int blocks = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, warpOps, 32, 128));
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaStreamDestroy(s);
    printf("%s: %d SMs, %zu bytes shared/block, warp %d, cc %d.%d, %d blocks/SM, %u hits, %s\n", prop.name,
           prop.multiProcessorCount, prop.sharedMemPerBlock, prop.warpSize, prop.major, prop.minor, blocks, count,
           cudaGetErrorName(cudaGetLastError()));
    CHECK(cudaFree(d_out));
    CHECK(cudaFree(d_in));
    srand(42);
    return rand() % 2;
}
