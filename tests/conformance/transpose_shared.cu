// Tests the shared-memory matrix transpose with a 32x32 shared tile without padding (32-way bank conflicts when the tile is read by column):
// coalesced global reads and writes through the tile, __syncthreads between the phases,
// 32x8 blocks looping over the tile, 256x256 matrix checked on the host.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define TILE 32
#define ROWS 8
#define PAD 0

__global__ void transposeShared(float *out, const float *in, int n) {
    __shared__ float tile[TILE][TILE + PAD];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;  // swapped block offsets
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
    const int n = 256;
    size_t bytes = n * n * sizeof(float);
    float *h = (float *)malloc(bytes), *t = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++) h[i] = (float)(i % 9973);
    float *din, *dout;
    CHECK(cudaMalloc(&din, bytes));
    CHECK(cudaMalloc(&dout, bytes));
    CHECK(cudaMemcpy(din, h, bytes, cudaMemcpyHostToDevice));
    transposeShared<<<dim3(n / TILE, n / TILE), dim3(TILE, ROWS)>>>(dout, din, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(t, dout, bytes, cudaMemcpyDeviceToHost));
    int errors = 0;
    double sum = 0;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            if (t[r * n + c] != h[c * n + r]) errors++;
            sum += t[r * n + c];
        }
    printf("shared transpose %dx%d (pad %d): errors=%d checksum=%.0f t[7]=%.0f\n", n, n, PAD, errors, sum, t[7]);
    free(h);
    free(t);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
