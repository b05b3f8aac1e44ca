// Grid-stride loops whose index is an int, an unsigned, a size_t or a
// long long, stepping by expressions of blockDim and gridDim and by
// registers, forwards and backwards; a shared array indexed after other
// index arithmetic has used the same temporaries; comparisons of uniform
// values at the edges of int and unsigned.
#include <cstdio>
#include <cstddef>

__global__ void strides(const int *a, int *out, int n) {
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int total = gridDim.x * blockDim.x;
    int s1 = 0;
    for (int i = g; i < n; i += blockDim.x * gridDim.x) s1 += a[i];
    unsigned s2 = 0;
    for (unsigned u = g; u < (unsigned)n; u += total) s2 += a[u] * 2u;
    long long s3 = 0;
    for (size_t z = g; z < (size_t)n; z += (size_t)blockDim.x * gridDim.x) s3 += a[z] ^ 3;
    long long s4 = 0;
    for (long long b = n - 1 - g; b >= 0; b -= total) s4 += a[b];
    out[g] = s1 + (int)s2 + (int)(s3 % 1000) + (int)(s4 % 1000);
}

__global__ void tile(int *out) {
    __shared__ int r[64];
    int t = threadIdx.x, y = threadIdx.y, x = t + y * blockDim.x;
    r[63 - x] = x * 5;
    __syncthreads();
    int lo = -2147483647 - 1, hi = 2147483647;
    unsigned big = 4294967295u;
    int flags = (lo < hi) + 2 * (hi > 0) + 4 * (big > 1u) + 8 * (lo == -2147483647 - 1) + 16 * (x < 32);
    out[blockIdx.x * 64 + x] = r[x] + r[47 - t] * 1000 + flags * 1000000;
}

int main() {
    const int n = 3000;
    int *h = new int[n], *a, *o;
    for (int i = 0; i < n; i++) h[i] = (i * 7919) % 1009;
    cudaMalloc(&a, n * sizeof(int));
    cudaMalloc(&o, 4 * 128 * sizeof(int));
    cudaMemcpy(a, h, n * sizeof(int), cudaMemcpyHostToDevice);
    strides<<<4, 128>>>(a, o, n);
    int r[512];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    long long c1 = 0;
    for (int i = 0; i < 512; i++) c1 = c1 * 131 + r[i];
    printf("strides %lld %d %d %d\n", c1, r[0], r[255], r[511]);
    tile<<<2, dim3(16, 4)>>>(o);
    cudaMemcpy(r, o, 128 * sizeof(int), cudaMemcpyDeviceToHost);
    long long c2 = 0;
    for (int i = 0; i < 128; i++) c2 = c2 * 131 + r[i];
    printf("tile %lld %d %d %d\n", c2, r[0], r[47], r[127]);
    delete[] h;
    cudaFree(a);
    cudaFree(o);
    return 0;
}
