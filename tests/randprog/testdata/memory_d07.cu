// Random memory access patterns (tests/randprog/gen, kind memory, seed 50217).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, char *g_char, float4 *g_float4, float *g_float, short *g_short, float2 *g_float2) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ char s0[256];
      s0[((t + 73) % 256)] = g_char[gid & 16383u];
      __syncthreads();
      char v = s0[(t * 8 + 98) % 256]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { char v = g_char[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + (unsigned)v; }
    { float4 v = g_float4[(gid) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w)); }
    { float v = g_float[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + __float_as_uint(v); }
    { short v = g_short[((gid + 23)) & 16383u]; h = h * 31u + (unsigned)v; }
    { float2 v = g_float2[((gid + 30)) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y)); }
    result[gid] = h;
}

int main() {
    const int total = 5 * 256;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 867u + 313u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    float4 *g_float4;
    cudaMalloc(&g_float4, 16384 * sizeof(float4));
    fill<<<64, 256>>>((unsigned char *)g_float4, 16384 * sizeof(float4));
    float *g_float;
    cudaMalloc(&g_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)g_float, 16384 * sizeof(float));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    float2 *g_float2;
    cudaMalloc(&g_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)g_float2, 16384 * sizeof(float2));
    access<<<5, 256>>>(d_idx, d_result, g_char, g_float4, g_float, g_short, g_float2);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
