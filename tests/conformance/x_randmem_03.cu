// Random memory access patterns (tests/randprog/gen, kind memory, seed 9003).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, float *g_float, short *o_short, int *g_int) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ float s0[256];
      s0[(t ^ 71)] = g_float[gid & 16383u];
      __syncthreads();
      float v = s0[(t * 3 + 41) % 256]; h = h * 31u + __float_as_uint(v);
      __syncthreads(); }
    o_short[((blockIdx.x * 94 + (threadIdx.x * 11) % 64)) & 16383u] = (short)h;
    { __shared__ int s2[256];
      s2[(t ^ 246)] = g_int[gid & 16383u];
      __syncthreads();
      int v = s2[(t * 2 + 54) % 256]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 6 * 256;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 629u + 463u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    float *g_float;
    cudaMalloc(&g_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)g_float, 16384 * sizeof(float));
    short *o_short;
    cudaMalloc(&o_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)o_short, 16384 * sizeof(short));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    access<<<6, 256>>>(d_idx, d_result, g_float, o_short, g_int);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
