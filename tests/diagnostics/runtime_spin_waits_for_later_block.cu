// Block 0 spins until block 1 raises a flag. On a GPU both blocks are resident and the kernel
// ends; the lab runs a launch's blocks one after another, so block 0 can never see the flag,
// and the lab says so as soon as nothing else in the block can run (not run on the GPU: the
// lab's answer is the point).
// sanitizer-tool: none
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__device__ volatile int ready = 0;

__global__ void handshake(int *out) {
    if (blockIdx.x == 0) {
        while (ready == 0) { } // ERROR "block \(0,0,0\) is stuck: lanes 0-31 of warp 0 .* spun [0-9]+ times in the loop here .*a block cannot wait for a later block"
        out[threadIdx.x] = 1;
    } else {
        ready = 1;
    }
}

int main() {
    int *out;
    CHECK(cudaMalloc(&out, 64 * sizeof(int)));
    handshake<<<2, 64>>>(out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(out));
    return 0;
}
