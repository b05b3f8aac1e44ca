// Random memory access patterns (tests/randprog/gen, kind memory, seed 50062).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, float *g_float, int2 *g_int2, double *g_double, int *g_int) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { float v = g_float[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + __float_as_uint(v); }
    { int2 v = g_int2[((gid + 5)) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y); }
    { double v = g_double[(gid) & 16383u]; h = h * 31u + (unsigned)(__double_as_longlong(v) ^ (__double_as_longlong(v) >> 32)); }
    { int v = g_int[(gid) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 5 * 256;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 19u + 940u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    float *g_float;
    cudaMalloc(&g_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)g_float, 16384 * sizeof(float));
    int2 *g_int2;
    cudaMalloc(&g_int2, 16384 * sizeof(int2));
    fill<<<64, 256>>>((unsigned char *)g_int2, 16384 * sizeof(int2));
    double *g_double;
    cudaMalloc(&g_double, 16384 * sizeof(double));
    fill<<<64, 256>>>((unsigned char *)g_double, 16384 * sizeof(double));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    access<<<5, 256>>>(d_idx, d_result, g_float, g_int2, g_double, g_int);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
