// Random memory access patterns (tests/randprog/gen, kind memory, seed 9011).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, int *g_int, int4 *g_int4, int *o_int, short *g_short, float4 *g_float4) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ int s0[64];
      s0[((t + 12) % 64)] = g_int[gid & 16383u];
      __syncthreads();
      int v = s0[(t * 16 + 41) % 64]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { int4 v = g_int4[((blockIdx.x * 87 + (threadIdx.x * 9) % 64)) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w); }
    o_int[((gid ^ 35)) & 16383u] = (int)h;
    { short v = g_short[((blockIdx.x * 83 + (threadIdx.x * 3) % 64)) & 16383u]; h = h * 31u + (unsigned)v; }
    { float4 v = g_float4[(gid) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w)); }
    { short v = g_short[(((gid % 8) * 2048 + gid / 8)) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 3 * 64;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 165u + 404u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    int4 *g_int4;
    cudaMalloc(&g_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)g_int4, 16384 * sizeof(int4));
    int *o_int;
    cudaMalloc(&o_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)o_int, 16384 * sizeof(int));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    float4 *g_float4;
    cudaMalloc(&g_float4, 16384 * sizeof(float4));
    fill<<<64, 256>>>((unsigned char *)g_float4, 16384 * sizeof(float4));
    access<<<3, 64>>>(d_idx, d_result, g_int, g_int4, o_int, g_short, g_float4);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
