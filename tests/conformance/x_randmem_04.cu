// Random memory access patterns (tests/randprog/gen, kind memory, seed 9004).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, char *g_char, float4 *o_float4, int *g_int, double *o_double) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { char v = g_char[((gid ^ 22)) & 16383u]; h = h * 31u + (unsigned)v; }
    o_float4[(gid) & 16383u] = make_float4((float)h, (float)(h >> 1), (float)(h >> 2), (float)(h >> 3));
    { int v = g_int[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + (unsigned)v; }
    o_float4[(11212u) & 16383u] = make_float4((float)h, (float)(h >> 1), (float)(h >> 2), (float)(h >> 3));
    o_double[((gid * 8)) & 16383u] = (double)h;
    { __shared__ char s5[96];
      s5[(96 - 1 - t)] = g_char[gid & 16383u];
      __syncthreads();
      char v = s5[(t * 16 + 82) % 96]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 7 * 96;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 875u + 312u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    float4 *o_float4;
    cudaMalloc(&o_float4, 16384 * sizeof(float4));
    fill<<<64, 256>>>((unsigned char *)o_float4, 16384 * sizeof(float4));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    double *o_double;
    cudaMalloc(&o_double, 16384 * sizeof(double));
    fill<<<64, 256>>>((unsigned char *)o_double, 16384 * sizeof(double));
    access<<<7, 96>>>(d_idx, d_result, g_char, o_float4, g_int, o_double);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
