// Random memory access patterns (tests/randprog/gen, kind memory, seed 9014).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, float4 *g_float4, int2 *g_int2, short *g_short, char *g_char) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ float4 s0[64];
      s0[((t + 18) % 64)] = g_float4[gid & 16383u];
      __syncthreads();
      float4 v = s0[(t * 3 + 36) % 64]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w));
      __syncthreads(); }
    { __shared__ int2 s1[64];
      s1[(64 - 1 - t)] = g_int2[gid & 16383u];
      __syncthreads();
      int2 v = s1[(t * 16 + 56) % 64]; h = h * 31u + (unsigned)(v.x ^ v.y);
      __syncthreads(); }
    { short v = g_short[((gid + 40)) & 16383u]; h = h * 31u + (unsigned)v; }
    { __shared__ int2 s3[64];
      s3[(t ^ 9)] = g_int2[gid & 16383u];
      __syncthreads();
      int2 v = s3[(t * 4 + 57) % 64]; h = h * 31u + (unsigned)(v.x ^ v.y);
      __syncthreads(); }
    { __shared__ char s4[64];
      s4[(t ^ 44)] = g_char[gid & 16383u];
      __syncthreads();
      char v = s4[(t * 8 + 6) % 64]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { char v = g_char[(14760u) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 5 * 64;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 961u + 529u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    float4 *g_float4;
    cudaMalloc(&g_float4, 16384 * sizeof(float4));
    fill<<<64, 256>>>((unsigned char *)g_float4, 16384 * sizeof(float4));
    int2 *g_int2;
    cudaMalloc(&g_int2, 16384 * sizeof(int2));
    fill<<<64, 256>>>((unsigned char *)g_int2, 16384 * sizeof(int2));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    access<<<5, 64>>>(d_idx, d_result, g_float4, g_int2, g_short, g_char);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
