// Random memory access patterns (tests/randprog/gen, kind memory, seed 9009).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, int2 *o_int2, float *g_float, int4 *g_int4, short *g_short, float4 *g_float4) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    o_int2[((blockIdx.x * 69 + (threadIdx.x * 1) % 64)) & 16383u] = make_int2((int)h, (int)(h >> 3));
    { float v = g_float[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + __float_as_uint(v); }
    { __shared__ int4 s2[256];
      s2[(t ^ 140)] = g_int4[gid & 16383u];
      __syncthreads();
      int4 v = s2[(t * 32 + 51) % 256]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w);
      __syncthreads(); }
    { short v = g_short[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + (unsigned)v; }
    { __shared__ float4 s4[256];
      s4[((t + 5) % 256)] = g_float4[gid & 16383u];
      __syncthreads();
      float4 v = s4[(t * 2 + 142) % 256]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w));
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 3 * 256;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 29u + 159u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    int2 *o_int2;
    cudaMalloc(&o_int2, 16384 * sizeof(int2));
    fill<<<64, 256>>>((unsigned char *)o_int2, 16384 * sizeof(int2));
    float *g_float;
    cudaMalloc(&g_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)g_float, 16384 * sizeof(float));
    int4 *g_int4;
    cudaMalloc(&g_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)g_int4, 16384 * sizeof(int4));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    float4 *g_float4;
    cudaMalloc(&g_float4, 16384 * sizeof(float4));
    fill<<<64, 256>>>((unsigned char *)g_float4, 16384 * sizeof(float4));
    access<<<3, 256>>>(d_idx, d_result, o_int2, g_float, g_int4, g_short, g_float4);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
