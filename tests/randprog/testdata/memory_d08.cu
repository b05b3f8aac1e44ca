// Random memory access patterns (tests/randprog/gen, kind memory, seed 50248).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, long long *g_long_long, int4 *g_int4, int *g_int) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { long long v = g_long_long[(((gid % 16) * 1024 + gid / 16)) & 16383u]; h = h * 31u + (unsigned)(v ^ (v >> 32)); }
    { int4 v = g_int4[(((gid % 16) * 1024 + gid / 16)) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w); }
    { int v = g_int[((gid * 4)) & 16383u]; h = h * 31u + (unsigned)v; }
    result[gid] = h;
}

int main() {
    const int total = 7 * 64;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 343u + 964u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    long long *g_long_long;
    cudaMalloc(&g_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)g_long_long, 16384 * sizeof(long long));
    int4 *g_int4;
    cudaMalloc(&g_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)g_int4, 16384 * sizeof(int4));
    int *g_int;
    cudaMalloc(&g_int, 16384 * sizeof(int));
    fill<<<64, 256>>>((unsigned char *)g_int, 16384 * sizeof(int));
    access<<<7, 64>>>(d_idx, d_result, g_long_long, g_int4, g_int);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
