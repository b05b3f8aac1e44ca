// Memory pattern: 32-bit shared-memory loads by one warp at strides 1, 2, 3, 4, 8, 16, 32
// and 33 words (one launch per stride). The shared array is volatile and filled from global
// memory with a stride-1 loop first, so each source access is one SASS instruction: 33 STS
// (conflict-free), 1 LDS at the given stride, 1 STG of the results. Expected bank conflicts
// follow gcd(stride, 32): strides 1, 3 and 33 are conflict-free, 2 is 2-way, 32 is 32-way.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define SIZE (32 * 33)

__global__ void sharedStride(const int *in, int *out, int stride) {
    __shared__ volatile int s[SIZE];
    int lane = threadIdx.x;
    for (int i = lane; i < SIZE; i += 32) s[i] = in[i];
    __syncthreads();
    out[lane] = s[lane * stride];
}

int main() {
    int h[SIZE], r[32];
    for (int i = 0; i < SIZE; i++) h[i] = i * 3 + 1;
    int *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    int strides[8] = {1, 2, 3, 4, 8, 16, 32, 33};
    for (int k = 0; k < 8; k++) {
        sharedStride<<<1, 32>>>(din, dout, strides[k]);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        long long sum = 0;
        for (int i = 0; i < 32; i++) sum += r[i];
        printf("stride %2d checksum=%lld\n", strides[k], sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
