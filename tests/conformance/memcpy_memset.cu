// Tests the copy and set calls: cudaMemcpy host-to-device, device-to-device and
// device-to-host, cudaMemcpyDefault, cudaMemset byte semantics (0x01 in every byte of an int
// is 16843009, 0xFF is -1), partial copies at an offset, and cudaMemcpyToSymbol into a
// __device__ array read by a kernel.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__device__ int table[4];

__global__ void addTable(int *a, int n) {
    int i = threadIdx.x;
    if (i < n) a[i] += table[i % 4];
}

int main() {
    const int n = 16;
    int h[n], back[n];
    for (int i = 0; i < n; i++) h[i] = i * i;
    int *d1, *d2;
    CHECK(cudaMalloc(&d1, sizeof(h)));
    CHECK(cudaMalloc(&d2, sizeof(h)));
    CHECK(cudaMemset(d1, 1, sizeof(h)));
    CHECK(cudaMemcpy(back, d1, sizeof(back), cudaMemcpyDeviceToHost));
    printf("memset 0x01: %d, ", back[0]);
    CHECK(cudaMemset(d1, 0xFF, sizeof(h)));
    CHECK(cudaMemcpy(back, d1, sizeof(back), cudaMemcpyDeviceToHost));
    printf("memset 0xFF: %d\n", back[3]);
    CHECK(cudaMemcpy(d1, h, sizeof(h), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(d2, 0, sizeof(h)));
    CHECK(cudaMemcpy(d2 + 4, d1, 8 * sizeof(int), cudaMemcpyDeviceToDevice));
    int t[4] = {1000, 2000, 3000, 4000};
    CHECK(cudaMemcpyToSymbol(table, t, sizeof(t)));
    addTable<<<1, 32>>>(d2, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(back, d2, sizeof(back), cudaMemcpyDefault));
    for (int i = 0; i < n; i++) printf("%d ", back[i]);
    printf("\n");
    CHECK(cudaFree(d1));
    CHECK(cudaFree(d2));
    return 0;
}
