// Tests a 1D stencil with constant memory: seven weights in a __constant__ array set with
// cudaMemcpyToSymbol (every thread of a warp reads the same weight: a broadcast), the input
// tile plus a halo of RADIUS elements on each side staged in shared memory, zero outside the
// array. Integer-valued floats keep the sums exact.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define RADIUS 3
#define BLOCK 128

__constant__ float weights[2 * RADIUS + 1];
__constant__ int scale;

__global__ void stencil(const float *in, float *out, int n) {
    __shared__ float tile[BLOCK + 2 * RADIUS];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + RADIUS;
    tile[l] = g < n ? in[g] : 0.0f;
    if (threadIdx.x < RADIUS) {
        int left = g - RADIUS, right = g + BLOCK;
        tile[l - RADIUS] = left >= 0 ? in[left] : 0.0f;
        tile[l + BLOCK] = right < n ? in[right] : 0.0f;
    }
    __syncthreads();
    if (g < n) {
        float sum = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; k++) sum += weights[k + RADIUS] * tile[l + k];
        out[g] = sum * scale;
    }
}

int main() {
    const int n = 1000;
    float h[n], r[n];
    for (int i = 0; i < n; i++) h[i] = (float)(i % 17);
    float w[2 * RADIUS + 1] = {1, -2, 3, 4, 3, -2, 1};
    int sc = 2;
    CHECK(cudaMemcpyToSymbol(weights, w, sizeof(w)));
    CHECK(cudaMemcpyToSymbol(scale, &sc, sizeof(int)));
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    stencil<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(din, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
    int errors = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        float e = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; k++)
            if (i + k >= 0 && i + k < n) e += w[k + RADIUS] * h[i + k];
        if (e * sc != r[i]) errors++;
        sum += r[i];
    }
    printf("stencil: out[0]=%.0f out[1]=%.0f out[500]=%.0f out[999]=%.0f sum=%.0f errors=%d\n", r[0], r[1], r[500],
           r[999], sum, errors);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
