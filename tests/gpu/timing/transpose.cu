// Times the naive, shared-memory and padded shared-memory transposes of a 1024x1024 float
// matrix (32x8 blocks, each thread moving four elements), the sizes of the course.
#include "timing.h"

#define TILE 32
#define ROWS 8

__global__ void copyRows(float *out, const float *in, int n) {
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = in[(y + j) * n + x];
}

__global__ void transposeNaive(float *out, const float *in, int n) {
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) out[x * n + (y + j)] = in[(y + j) * n + x];
}

template <int PAD>
__global__ void transposeTiled(float *out, const float *in, int n) {
    __shared__ float tile[TILE][TILE + PAD];
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
    const int n = 1024;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *h = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++) h[i] = (float)(i % 1000);
    float *in, *out;
    CHECK(cudaMalloc(&in, bytes));
    CHECK(cudaMalloc(&out, bytes));
    CHECK(cudaMemcpy(in, h, bytes, cudaMemcpyHostToDevice));
    dim3 grid(n / TILE, n / TILE), block(TILE, ROWS);
    report("copy_1024", medianMs([&] { copyRows<<<grid, block>>>(out, in, n); }));
    report("transpose_naive_1024", medianMs([&] { transposeNaive<<<grid, block>>>(out, in, n); }));
    report("transpose_shared_1024", medianMs([&] { transposeTiled<0><<<grid, block>>>(out, in, n); }));
    report("transpose_padded_1024", medianMs([&] { transposeTiled<1><<<grid, block>>>(out, in, n); }));
    CHECK(cudaMemcpy(h, out, bytes, cudaMemcpyDeviceToHost));
    if (h[1] != (float)(n % 1000)) fprintf(stderr, "transpose check failed: %f\n", h[1]);
    free(h);
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
