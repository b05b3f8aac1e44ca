// Memory pattern: partially active warps. A global load and store with only lanes 0..15
// active (2 sectors each), with only the odd lanes active (4 sectors, half the bytes used),
// and a shared load at stride 2 with lanes 0..15 active (2-way pattern over 16 lanes: no
// conflict). Memory instructions run once per warp however many lanes are active.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void halfWarpGlobal(const float *in, float *out) {
    if (threadIdx.x < 16) out[threadIdx.x] = in[threadIdx.x];
}

__global__ void oddLanesGlobal(const float *in, float *out) {
    if (threadIdx.x % 2 == 1) out[threadIdx.x] = in[threadIdx.x];
}

__global__ void halfWarpShared(const float *in, float *out) {
    __shared__ volatile float s[64];
    s[threadIdx.x] = in[threadIdx.x];
    s[threadIdx.x + 32] = in[threadIdx.x + 32];
    __syncthreads();
    if (threadIdx.x < 16) out[threadIdx.x] = s[threadIdx.x * 2];
}

int main() {
    float h[64], r[32];
    for (int i = 0; i < 64; i++) h[i] = (float)(i + 10);
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    const char *names[3] = {"halfWarpGlobal", "oddLanesGlobal", "halfWarpShared"};
    for (int k = 0; k < 3; k++) {
        CHECK(cudaMemset(dout, 0, sizeof(r)));
        if (k == 0) halfWarpGlobal<<<1, 32>>>(din, dout);
        if (k == 1) oddLanesGlobal<<<1, 32>>>(din, dout);
        if (k == 2) halfWarpShared<<<1, 32>>>(din, dout);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < 32; i++) sum += r[i] * (i + 1);
        printf("%-15s checksum=%.0f\n", names[k], sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
