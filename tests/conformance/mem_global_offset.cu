// Memory pattern: 32-bit global loads by one warp starting 0, 1, 8 and 31 floats past a
// 256-byte-aligned cudaMalloc base (one launch per offset): an aligned warp touches 4 sectors
// of one 128-byte line, a misaligned one 5 sectors over two lines. 1 LDG + 1 STG (aligned,
// 4 sectors) per launch.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void offsetLoad(const float *in, float *out, int offset) {
    out[threadIdx.x] = in[threadIdx.x + offset];
}

int main() {
    const int n = 128;
    float h[n], r[32];
    for (int i = 0; i < n; i++) h[i] = (float)(i * 2 + 1);
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    int offsets[4] = {0, 1, 8, 31};
    for (int k = 0; k < 4; k++) {
        offsetLoad<<<1, 32>>>(din, dout, offsets[k]);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < 32; i++) sum += r[i];
        printf("offset %2d checksum=%.0f\n", offsets[k], sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
