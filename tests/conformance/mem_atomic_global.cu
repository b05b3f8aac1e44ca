// Memory pattern: global atomics by one warp. atomicAdd whose result is unused compiles to a
// reduction (RED): to one address, to 32 consecutive words and to words 8 apart (one per
// sector). atomicAdd whose result is used compiles to ATOM: to one address and to 32
// consecutive words. Results are integer sums, independent of order.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void redOneAddress(int *a) { atomicAdd(&a[0], 1); }
__global__ void redDistinct(int *a) { atomicAdd(&a[threadIdx.x], (int)threadIdx.x); }
__global__ void redSectorStride(int *a) { atomicAdd(&a[threadIdx.x * 8], 2); }
__global__ void atomOneAddress(int *a, int *old) {
    int prev = atomicAdd(&a[1], 1);
    old[threadIdx.x] = prev < 32 ? 1 : 0;  // order of prev is not fixed; only its range is
}
__global__ void atomDistinct(int *a, int *old) { old[threadIdx.x] = atomicAdd(&a[threadIdx.x], 5); }

int main() {
    const int n = 256;
    int h[n], o[32];
    int *da, *dold;
    CHECK(cudaMalloc(&da, sizeof(h)));
    CHECK(cudaMalloc(&dold, sizeof(o)));
    CHECK(cudaMemset(da, 0, sizeof(h)));
    redOneAddress<<<1, 32>>>(da);
    CHECK(cudaGetLastError());
    redDistinct<<<1, 32>>>(da);
    CHECK(cudaGetLastError());
    redSectorStride<<<1, 32>>>(da);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, da, sizeof(h), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += (long long)h[i] * (i + 1);
    printf("red: a[0]=%d a[8]=%d checksum=%lld\n", h[0], h[8], sum);
    atomOneAddress<<<1, 32>>>(da, dold);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, dold, sizeof(o), cudaMemcpyDeviceToHost));
    int inRange = 0;
    for (int i = 0; i < 32; i++) inRange += o[i];
    atomDistinct<<<1, 32>>>(da, dold);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, dold, sizeof(o), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h, da, sizeof(h), cudaMemcpyDeviceToHost));
    long long osum = 0;
    for (int i = 0; i < 32; i++) osum += o[i];
    printf("atom: a[1]=%d prev in range=%d old sum=%lld a[31]=%d\n", h[1], inRange, osum, h[31]);
    CHECK(cudaFree(da));
    CHECK(cudaFree(dold));
    return 0;
}
