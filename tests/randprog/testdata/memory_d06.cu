// Random memory access patterns (tests/randprog/gen, kind memory, seed 50186).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, float *o_float, float4 *g_float4, short *g_short, long long *g_long_long) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    o_float[((unsigned)idx[gid % 1024]) & 16383u] = (float)h;
    { float4 v = g_float4[(14572u) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w)); }
    { short v = g_short[(95u) & 16383u]; h = h * 31u + (unsigned)v; }
    { long long v = g_long_long[((gid + 22)) & 16383u]; h = h * 31u + (unsigned)(v ^ (v >> 32)); }
    { short v = g_short[((gid * 2)) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 6 * 64;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 467u + 231u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    float *o_float;
    cudaMalloc(&o_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)o_float, 16384 * sizeof(float));
    float4 *g_float4;
    cudaMalloc(&g_float4, 16384 * sizeof(float4));
    fill<<<64, 256>>>((unsigned char *)g_float4, 16384 * sizeof(float4));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    access<<<6, 64>>>(d_idx, d_result, o_float, g_float4, g_short, g_long_long);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
