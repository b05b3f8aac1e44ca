// Random memory access patterns (tests/randprog/gen, kind memory, seed 9005).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, float2 *g_float2, float2 *o_float2, double *g_double, long long *g_long_long) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { float2 v = g_float2[(((gid % 64) * 256 + gid / 64)) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y)); }
    o_float2[((gid + 18)) & 16383u] = make_float2((float)h, (float)(h >> 3));
    { __shared__ double s2[256];
      s2[(t ^ 62)] = g_double[gid & 16383u];
      __syncthreads();
      double v = s2[(t * 3 + 226) % 256]; h = h * 31u + (unsigned)(__double_as_longlong(v) ^ (__double_as_longlong(v) >> 32));
      __syncthreads(); }
    { __shared__ long long s3[256];
      s3[((t * 7 + 101) % 256)] = g_long_long[gid & 16383u];
      __syncthreads();
      long long v = s3[(t * 17 + 116) % 256]; h = h * 31u + (unsigned)(v ^ (v >> 32));
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 4 * 256;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 577u + 465u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    float2 *g_float2;
    cudaMalloc(&g_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)g_float2, 16384 * sizeof(float2));
    float2 *o_float2;
    cudaMalloc(&o_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)o_float2, 16384 * sizeof(float2));
    double *g_double;
    cudaMalloc(&g_double, 16384 * sizeof(double));
    fill<<<64, 256>>>((unsigned char *)g_double, 16384 * sizeof(double));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    access<<<4, 256>>>(d_idx, d_result, g_float2, o_float2, g_double, g_long_long);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
