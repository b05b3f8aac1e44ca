// Random memory access patterns (tests/randprog/gen, kind memory, seed 9013).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, char *g_char, long long *g_long_long, int4 *g_int4, float2 *g_float2, short *g_short) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { char v = g_char[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + (unsigned)v; }
    { long long v = g_long_long[(((gid % 8) * 2048 + gid / 8)) & 16383u]; h = h * 31u + (unsigned)(v ^ (v >> 32)); }
    { __shared__ int4 s2[96];
      s2[(96 - 1 - t)] = g_int4[gid & 16383u];
      __syncthreads();
      int4 v = s2[(t * 1 + 2) % 96]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w);
      __syncthreads(); }
    { float2 v = g_float2[(gid) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y)); }
    { short v = g_short[(((gid % 8) * 2048 + gid / 8)) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 5 * 96;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 529u + 67u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    int4 *g_int4;
    cudaMalloc(&g_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)g_int4, 16384 * sizeof(int4));
    float2 *g_float2;
    cudaMalloc(&g_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)g_float2, 16384 * sizeof(float2));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    access<<<5, 96>>>(d_idx, d_result, g_char, g_long_long, g_int4, g_float2, g_short);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
