// After a kernel faults, the context is lost: what does the host's next
// touch of managed memory do? Variant 1: memory the host wrote before the fault.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void writeAll(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = 3 * i;
}

int main() {
    int *m;
    cudaError_t e = cudaMallocManaged(&m, 1024 * sizeof(int));
    printf("managed %s\n", cudaGetErrorName(e));
    for (int i = 0; i < 1024; i++) m[i] = i;

    writeAll<<<1, 32>>>(nullptr, 32);
    e = cudaDeviceSynchronize();
    printf("fault %s\n", cudaGetErrorName(e));
    fflush(stdout);
    long long sum = 0;
    for (int i = 0; i < 1024; i++) sum += m[i];
    printf("sum %lld\n", sum);
    m[5] = 7;
    printf("wrote %d\n", m[5]);
    e = cudaFree(m);
    printf("free %s\n", cudaGetErrorName(e));
    return 0;
}
