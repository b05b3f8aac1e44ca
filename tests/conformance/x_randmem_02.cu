// Random memory access patterns (tests/randprog/gen, kind memory, seed 9002).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, long long *o_long_long, char *g_char, int *g_int, float2 *o_float2) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    o_long_long[((gid + 6)) & 16383u] = (long long)h;
    { __shared__ char s1[64];
      s1[(64 - 1 - t)] = g_char[gid & 16383u];
      __syncthreads();
      char v = s1[(t * 2 + 34) % 64]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { int v = g_int[((gid * 16)) & 16383u]; h = h * 31u + (unsigned)v; }
    o_float2[(((gid % 32) * 512 + gid / 32)) & 16383u] = make_float2((float)h, (float)(h >> 3));
    result[gid] = h;
}

int main() {
    const int total = 6 * 64;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 241u + 415u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    long long *o_long_long;
    cudaMalloc(&o_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)o_long_long, 16384 * sizeof(long long));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    float2 *o_float2;
    cudaMalloc(&o_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)o_float2, 16384 * sizeof(float2));
    access<<<6, 64>>>(d_idx, d_result, o_long_long, g_char, g_int, o_float2);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
