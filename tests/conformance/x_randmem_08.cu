// Random memory access patterns (tests/randprog/gen, kind memory, seed 9008).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, char *g_char, double *g_double, int *g_int, long long *g_long_long, float2 *g_float2) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ char s0[128];
      s0[(128 - 1 - t)] = g_char[gid & 16383u];
      __syncthreads();
      char v = s0[(t * 2 + 96) % 128]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { __shared__ double s1[128];
      s1[((t + 106) % 128)] = g_double[gid & 16383u];
      __syncthreads();
      double v = s1[(t * 3 + 41) % 128]; h = h * 31u + (unsigned)(__double_as_longlong(v) ^ (__double_as_longlong(v) >> 32));
      __syncthreads(); }
    { __shared__ int s2[128];
      s2[(128 - 1 - t)] = g_int[gid & 16383u];
      __syncthreads();
      int v = s2[(t * 1 + 80) % 128]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { __shared__ long long s3[128];
      s3[((t * 21 + 62) % 128)] = g_long_long[gid & 16383u];
      __syncthreads();
      long long v = s3[(t * 8 + 111) % 128]; h = h * 31u + (unsigned)(v ^ (v >> 32));
      __syncthreads(); }
    { __shared__ float2 s4[128];
      s4[((t + 119) % 128)] = g_float2[gid & 16383u];
      __syncthreads();
      float2 v = s4[(t * 17 + 114) % 128]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y));
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 5 * 128;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 339u + 811u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    double *g_double;
    cudaMalloc(&g_double, 16384 * sizeof(double));
    fill<<<64, 256>>>((unsigned char *)g_double, 16384 * sizeof(double));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    float2 *g_float2;
    cudaMalloc(&g_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)g_float2, 16384 * sizeof(float2));
    access<<<5, 128>>>(d_idx, d_result, g_char, g_double, g_int, g_long_long, g_float2);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
