// Tests a chain of dependent kernel launches on the default stream (each launch sees the
// previous one's writes without explicit synchronisation), a kernel launched in a host loop,
// and kernels with many parameters of mixed types passed by value.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void init(int *a, int n, int start) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = start + i;
}

__global__ void step(int *a, int n, int mul, int add) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = (a[i] * mul + add) % 1000003;
}

__global__ void mixed(int *out, char c, short s, long long ll, float f, double d, unsigned u, bool b) {
    if (threadIdx.x == 0) out[0] = (int)c + s + (int)(ll >> 32) + (int)(f * 4) + (int)(d * 8) + (int)u + (b ? 1000 : 0);
}

int main() {
    const int n = 300;
    int h[n], *d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    init<<<(n + 127) / 128, 128>>>(d, n, 5);
    CHECK(cudaGetLastError());
    for (int k = 1; k <= 4; k++) {
        step<<<(n + 127) / 128, 128>>>(d, n, k + 1, k);
        CHECK(cudaGetLastError());
    }
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += h[i];
    printf("after 5 launches: a[0]=%d a[299]=%d sum=%lld\n", h[0], h[n - 1], sum);
    mixed<<<1, 32>>>(d, 'A', (short)-300, 7LL << 32, 2.5f, 0.125, 40000u, true);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost));
    printf("mixed parameters: %d\n", h[0]);
    CHECK(cudaFree(d));
    return 0;
}
