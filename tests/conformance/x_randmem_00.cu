// Random memory access patterns (tests/randprog/gen, kind memory, seed 9000).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, int2 *o_int2, int2 *g_int2, float *g_float, int *g_int, long long *g_long_long, long long *o_long_long) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    o_int2[(gid) & 16383u] = make_int2((int)h, (int)(h >> 3));
    { __shared__ int2 s1[128];
      s1[(128 - 1 - t)] = g_int2[gid & 16383u];
      __syncthreads();
      int2 v = s1[(t * 8 + 35) % 128]; h = h * 31u + (unsigned)(v.x ^ v.y);
      __syncthreads(); }
    { float v = g_float[(((gid % 32) * 512 + gid / 32)) & 16383u]; h = h * 31u + __float_as_uint(v); }
    { int v = g_int[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + (unsigned)v; }
    { long long v = g_long_long[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + (unsigned)(v ^ (v >> 32)); }
    o_long_long[(gid) & 16383u] = (long long)h;
    result[gid] = h;
}

int main() {
    const int total = 2 * 128;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 555u + 265u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    int2 *o_int2;
    cudaMalloc(&o_int2, 16384 * sizeof(int2));
    fill<<<64, 256>>>((unsigned char *)o_int2, 16384 * sizeof(int2));
    int2 *g_int2;
    cudaMalloc(&g_int2, 16384 * sizeof(int2));
    fill<<<64, 256>>>((unsigned char *)g_int2, 16384 * sizeof(int2));
    float *g_float;
    cudaMalloc(&g_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)g_float, 16384 * sizeof(float));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    long long *o_long_long;
    cudaMalloc(&o_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)o_long_long, 16384 * sizeof(long long));
    access<<<2, 128>>>(d_idx, d_result, o_int2, g_int2, g_float, g_int, g_long_long, o_long_long);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
