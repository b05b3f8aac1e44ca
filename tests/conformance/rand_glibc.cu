// Tests rand/srand with glibc's sequence: the default seed (1), srand(42), rand() % range,
// RAND_MAX, and data generated on the host with rand() summed by a kernel.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void sumKernel(const int *v, int n, unsigned long long *sum) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(sum, (unsigned long long)v[i]);
}

int main() {
    printf("RAND_MAX = %d\n", RAND_MAX);
    printf("default seed:");
    for (int i = 0; i < 5; i++) printf(" %d", rand());
    printf("\n");
    srand(42);
    printf("seed 42:");
    for (int i = 0; i < 5; i++) printf(" %d", rand());
    printf("\n");
    srand(2024);
    printf("seed 2024 dice:");
    for (int i = 0; i < 12; i++) printf(" %d", rand() % 6 + 1);
    printf("\n");
    srand(1);
    printf("srand(1) restarts: %d\n", rand());
    const int n = 1000;
    int h[n];
    unsigned long long hostSum = 0, devSum = 0;
    srand(7);
    for (int i = 0; i < n; i++) { h[i] = rand(); hostSum += (unsigned long long)h[i]; }
    int *d;
    unsigned long long *ds;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMalloc(&ds, sizeof(unsigned long long)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(ds, 0, sizeof(unsigned long long)));
    sumKernel<<<(n + 255) / 256, 256>>>(d, n, ds);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&devSum, ds, sizeof(devSum), cudaMemcpyDeviceToHost));
    printf("sum of 1000 rand() values: host=%llu device=%llu\n", hostSum, devSum);
    CHECK(cudaFree(d));
    CHECK(cudaFree(ds));
    return 0;
}
