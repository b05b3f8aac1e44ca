// After a kernel faults, what does cudaFuncGetAttributes do? (x_rt_after_fault has
// the calls that go on to return an error.) The output is flushed first,
// in case the call ends the process.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void store(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
    cudaFuncAttributes fa;
    int nb = -1;
    store<<<1, 32>>>(nullptr);
    printf("fault %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    fflush(stdout);
    cudaError_t e = cudaFuncGetAttributes(&fa, store);
    printf("call %s\n", cudaGetErrorName(e));
    printf("blocks %d\n", nb);
    return 0;
}
