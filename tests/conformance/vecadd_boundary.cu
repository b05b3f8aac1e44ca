// Tests the vector-add pattern with a boundary check: n = 1000 elements, 256 threads per
// block, ceil-divided grid (4 blocks, 24 idle threads), c[i] = a[i] + b[i] on floats with
// exactly representable values, and a second launch with a grid-stride loop.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

__global__ void vecAddStride(const float *a, const float *b, float *c, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        c[i] = a[i] - b[i];
}

int main() {
    const int n = 1000;
    size_t bytes = n * sizeof(float);
    float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
    for (int i = 0; i < n; i++) { ha[i] = i * 0.5f; hb[i] = (float)(n - i); }
    float *da, *db, *dc;
    CHECK(cudaMalloc(&da, bytes));
    CHECK(cudaMalloc(&db, bytes));
    CHECK(cudaMalloc(&dc, bytes));
    CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));
    int threads = 256, blocks = (n + threads - 1) / threads;
    vecAdd<<<blocks, threads>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));
    int errors = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        if (hc[i] != ha[i] + hb[i]) errors++;
        sum += hc[i];
    }
    printf("blocks=%d threads=%d idle=%d errors=%d sum=%.1f c[999]=%.1f\n", blocks, threads,
           blocks * threads - n, errors, sum, hc[n - 1]);
    vecAddStride<<<2, 128>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));
    sum = 0;
    for (int i = 0; i < n; i++) sum += hc[i];
    printf("grid-stride: c[0]=%.1f c[500]=%.1f sum=%.1f\n", hc[0], hc[500], sum);
    free(ha);
    free(hb);
    free(hc);
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    return 0;
}
