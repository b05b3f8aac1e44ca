// Random memory access patterns (tests/randprog/gen, kind memory, seed 50279).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, short *g_short, long long *g_long_long) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { short v = g_short[((gid ^ 11)) & 16383u]; h = h * 31u + (unsigned)v; }
    { long long v = g_long_long[(5461u) & 16383u]; h = h * 31u + (unsigned)(v ^ (v >> 32)); }
    { __shared__ long long s2[64];
      s2[(64 - 1 - t)] = g_long_long[gid & 16383u];
      __syncthreads();
      long long v = s2[(t * 16 + 28) % 64]; h = h * 31u + (unsigned)(v ^ (v >> 32));
      __syncthreads(); }
    { __shared__ long long s3[64];
      s3[((t + 55) % 64)] = g_long_long[gid & 16383u];
      __syncthreads();
      long long v = s3[(t * 32 + 38) % 64]; h = h * 31u + (unsigned)(v ^ (v >> 32));
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 2 * 64;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 651u + 734u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    access<<<2, 64>>>(d_idx, d_result, g_short, g_long_long);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
