// Random memory access patterns (tests/randprog/gen, kind memory, seed 50093).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, long long *g_long_long, long long *o_long_long, char *g_char) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ long long s0[128];
      s0[((t + 21) % 128)] = g_long_long[gid & 16383u];
      __syncthreads();
      long long v = s0[(t * 32 + 76) % 128]; h = h * 31u + (unsigned)(v ^ (v >> 32));
      __syncthreads(); }
    { __shared__ long long s1[128];
      s1[(128 - 1 - t)] = g_long_long[gid & 16383u];
      __syncthreads();
      long long v = s1[(t * 16 + 14) % 128]; h = h * 31u + (unsigned)(v ^ (v >> 32));
      __syncthreads(); }
    o_long_long[(((gid % 16) * 1024 + gid / 16)) & 16383u] = (long long)h;
    { char v = g_char[(((gid % 32) * 512 + gid / 32)) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 3 * 128;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 567u + 990u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    long long *o_long_long;
    cudaMalloc(&o_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)o_long_long, 16384 * sizeof(long long));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    access<<<3, 128>>>(d_idx, d_result, g_long_long, o_long_long, g_char);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
