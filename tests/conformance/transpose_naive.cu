// Tests the naive matrix transpose: each thread of a 32x8 block reads a row element
// (coalesced) and writes a column element (strided), looping over the tile's rows; a
// 256x256 matrix of integer-valued floats, checked on the host.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define TILE 32
#define ROWS 8

__global__ void transposeNaive(float *out, const float *in, int n) {
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) out[x * n + (y + j)] = in[(y + j) * n + x];
}

int main() {
    const int n = 256;
    size_t bytes = n * n * sizeof(float);
    float *h = (float *)malloc(bytes), *t = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++) h[i] = (float)i;
    float *din, *dout;
    CHECK(cudaMalloc(&din, bytes));
    CHECK(cudaMalloc(&dout, bytes));
    CHECK(cudaMemcpy(din, h, bytes, cudaMemcpyHostToDevice));
    transposeNaive<<<dim3(n / TILE, n / TILE), dim3(TILE, ROWS)>>>(dout, din, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(t, dout, bytes, cudaMemcpyDeviceToHost));
    int errors = 0;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (t[r * n + c] != h[c * n + r]) errors++;
    printf("naive transpose %dx%d: errors=%d t[1]=%.0f t[n*n-2]=%.0f\n", n, n, errors, t[1], t[n * n - 2]);
    free(h);
    free(t);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
