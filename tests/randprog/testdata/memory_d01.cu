// Random memory access patterns (tests/randprog/gen, kind memory, seed 50031).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, short *g_short, float4 *g_float4) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ short s0[256];
      s0[((t + 201) % 256)] = g_short[gid & 16383u];
      __syncthreads();
      short v = s0[(t * 16 + 66) % 256]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { float4 v = g_float4[((gid * 16)) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w)); }
    { short v = g_short[((gid + 31)) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 2 * 256;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 61u + 110u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    float4 *g_float4;
    cudaMalloc(&g_float4, 16384 * sizeof(float4));
    fill<<<64, 256>>>((unsigned char *)g_float4, 16384 * sizeof(float4));
    access<<<2, 256>>>(d_idx, d_result, g_short, g_float4);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
