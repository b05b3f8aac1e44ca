// Tests the 1-based thread index formula of the Julia (CUDA.jl) material written in CUDA C:
// i = (threadIdx.x + 1) + blockDim.x * ((blockIdx.x + 1) - 1), stored at a[i - 1], with 2
// blocks of 4 threads giving 1..8, and the c = a + 2b kernel over 4096 elements.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void oneBased(float *a) {
    int tx = threadIdx.x + 1, bx = blockIdx.x + 1;   // Julia's threadIdx().x and blockIdx().x
    int i = tx + blockDim.x * (bx - 1);
    a[i - 1] = (float)i;
}

__global__ void axpb(int *c, const int *a, const int *b) {
    int i = (threadIdx.x + 1) + blockDim.x * blockIdx.x;
    c[i - 1] = a[i - 1] + 2 * b[i - 1];
}

int main() {
    float h[8], *d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    oneBased<<<2, 4>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; i++) printf("%.1f\n", h[i]);
    const int n = 4096;
    int *ha = (int *)malloc(n * sizeof(int)), *hb = (int *)malloc(n * sizeof(int)), *hc = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) { ha[i] = i + 1; hb[i] = n - i; }
    int *da, *db, *dc;
    CHECK(cudaMalloc(&da, n * sizeof(int)));
    CHECK(cudaMalloc(&db, n * sizeof(int)));
    CHECK(cudaMalloc(&dc, n * sizeof(int)));
    CHECK(cudaMemcpy(da, ha, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, n * sizeof(int), cudaMemcpyHostToDevice));
    axpb<<<n / 1024, 1024>>>(dc, da, db);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hc, dc, n * sizeof(int), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += hc[i];
    printf("c[0]=%d c[4095]=%d sum=%lld\n", hc[0], hc[n - 1], sum);
    free(ha);
    free(hb);
    free(hc);
    CHECK(cudaFree(d));
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    return 0;
}
