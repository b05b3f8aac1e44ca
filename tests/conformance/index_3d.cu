// Tests 3D launches: a 3D grid of 3D blocks, the linear thread id inside a block
// x + y*Dx + z*Dx*Dy, the linear block id, the global linear id, and gridDim/blockDim in all
// three dimensions.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void ids(int *out) {
    int tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    int bid = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
    int threadsPerBlock = blockDim.x * blockDim.y * blockDim.z;
    int gid = bid * threadsPerBlock + tid;
    out[gid] = bid * 1000 + tid * 10 + (tid / 32);
}

int main() {
    dim3 grid(2, 3, 2), block(4, 3, 5);
    const int total = 2 * 3 * 2 * 4 * 3 * 5;
    int *d, h[total];
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMemset(d, 0xFF, sizeof(h)));
    ids<<<grid, block>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    int missing = 0;
    long long sum = 0;
    for (int i = 0; i < total; i++) {
        if (h[i] == -1) missing++;
        sum += h[i];
    }
    printf("total threads=%d missing=%d checksum=%lld\n", total, missing, sum);
    for (int i = 0; i < total; i += 61) printf("gid %3d -> block %d thread %2d warp %d\n", i, h[i] / 1000, h[i] % 1000 / 10, h[i] % 10);
    CHECK(cudaFree(d));
    return 0;
}
