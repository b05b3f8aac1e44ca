// Random memory access patterns (tests/randprog/gen, kind memory, seed 9010).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, int *o_int, float2 *o_float2, int *g_int, float2 *g_float2) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    o_int[((gid + 6)) & 16383u] = (int)h;
    o_float2[((gid ^ 56)) & 16383u] = make_float2((float)h, (float)(h >> 3));
    { __shared__ int s2[128];
      s2[(t ^ 67)] = g_int[gid & 16383u];
      __syncthreads();
      int v = s2[(t * 8 + 44) % 128]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { float2 v = g_float2[((gid ^ 24)) & 16383u]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y)); }
    result[gid] = h;
}

int main() {
    const int total = 7 * 128;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 73u + 676u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    int *o_int;
    cudaMalloc(&o_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)o_int, 16384 * sizeof(int));
    float2 *o_float2;
    cudaMalloc(&o_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)o_float2, 16384 * sizeof(float2));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    float2 *g_float2;
    cudaMalloc(&g_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)g_float2, 16384 * sizeof(float2));
    access<<<7, 128>>>(d_idx, d_result, o_int, o_float2, g_int, g_float2);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
