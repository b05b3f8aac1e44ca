// Memory pattern: 32-bit global loads by one warp at strides of 2 to 33 floats (one launch
// per stride, 32 launches): the number of 32-byte sectors grows from 8 (stride 2) to 32
// (stride 8 and above), and the number of 128-byte lines touched with it. 1 LDG + 1 STG per
// launch.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void strideLoad(const float *in, float *out, int stride) {
    out[threadIdx.x] = in[threadIdx.x * stride];
}

int main() {
    const int n = 32 * 33;
    float *h = (float *)malloc(n * sizeof(float)), r[32];
    for (int i = 0; i < n; i++) h[i] = (float)(i % 1000);
    float *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(float)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice));
    for (int stride = 2; stride <= 33; stride++) {
        strideLoad<<<1, 32>>>(din, dout, stride);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < 32; i++) sum += r[i];
        printf("stride %2d checksum=%.0f\n", stride, sum);
    }
    free(h);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
