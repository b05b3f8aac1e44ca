#include <cstdio>
#include <cassert>

__device__ int check(int v, int limit) {
    assert(v <   limit);
    return v * 2;
}

__global__ void k(int *x, int limit) {
    x[threadIdx.x] = check(x[threadIdx.x], limit);
}

int main() {
    int *x;
    cudaMallocManaged(&x, 64 * sizeof(int));
    for (int i = 0; i < 64; i++) x[i] = i;
    k<<<1, 64>>>(x, 100);
    printf("ok: %s x[63]=%d\n", cudaGetErrorName(cudaDeviceSynchronize()), x[63]);
    k<<<1, 64>>>(x, 100);
    cudaError_t e = cudaDeviceSynchronize();
    printf("failed: %s\n", cudaGetErrorString(e));
    printf("sticky: %s\n", cudaGetErrorName(cudaMemset(x, 0, 4)));
    return 0;
}
// Diagnostic: assertion `v < limit` failed in block (0,0,0), thread (50,0,0)
// Output:
// rt_assert.cu:5: int check(int, int): block: [0,0,0], thread: [50,0,0] Assertion `v < limit` failed.
// ok: cudaSuccess x[63]=126
// failed: device-side assert triggered
// sticky: cudaErrorAssert
