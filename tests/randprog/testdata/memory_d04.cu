// Random memory access patterns (tests/randprog/gen, kind memory, seed 50124).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, short *o_short, float *g_float, float2 *g_float2, double *g_double) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    o_short[(11326u) & 16383u] = (short)h;
    { float v = g_float[((blockIdx.x * 117 + (threadIdx.x * 9) % 64)) & 16383u]; h = h * 31u + __float_as_uint(v); }
    { float2 v = g_float2[((blockIdx.x * 98 + (threadIdx.x * 9) % 64)) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y)); }
    { __shared__ double s3[64];
      s3[((t * 11 + 31) % 64)] = g_double[gid & 16383u];
      __syncthreads();
      double v = s3[(t * 4 + 34) % 64]; h = h * 31u + (unsigned)(__double_as_longlong(v) ^ (__double_as_longlong(v) >> 32));
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 3 * 64;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 495u + 538u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    short *o_short;
    cudaMalloc(&o_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)o_short, 16384 * sizeof(short));
    float *g_float;
    cudaMalloc(&g_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)g_float, 16384 * sizeof(float));
    float2 *g_float2;
    cudaMalloc(&g_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)g_float2, 16384 * sizeof(float2));
    double *g_double;
    cudaMalloc(&g_double, 16384 * sizeof(double));
    fill<<<64, 256>>>((unsigned char *)g_double, 16384 * sizeof(double));
    access<<<3, 64>>>(d_idx, d_result, o_short, g_float, g_float2, g_double);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
