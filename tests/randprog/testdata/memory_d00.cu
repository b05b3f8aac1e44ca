// Random memory access patterns (tests/randprog/gen, kind memory, seed 50000).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, int *g_int, int4 *g_int4, short *g_short, long long *g_long_long, char *o_char) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { int v = g_int[((gid * 16)) & 16383u]; h = h * 31u + (unsigned)v; }
    { __shared__ int4 s1[96];
      s1[((t * 23 + 11) % 96)] = g_int4[gid & 16383u];
      __syncthreads();
      int4 v = s1[(t * 2 + 62) % 96]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w);
      __syncthreads(); }
    { short v = g_short[((gid + 3)) & 16383u]; h = h * 31u + (unsigned)v; }
    { long long v = g_long_long[(gid) & 16383u]; h = h * 31u + (unsigned)(v ^ (v >> 32)); }
    o_char[((gid * 8)) & 16383u] = (char)h;
    { short v = g_short[(gid) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 6 * 96;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 289u + 263u) % 16384u);
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
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    char *o_char;
    cudaMalloc(&o_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)o_char, 16384 * sizeof(char));
    access<<<6, 96>>>(d_idx, d_result, g_int, g_int4, g_short, g_long_long, o_char);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
