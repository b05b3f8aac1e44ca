// Random memory access patterns (tests/randprog/gen, kind memory, seed 9006).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, char *g_char, int4 *g_int4, int2 *g_int2, long long *o_long_long) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { char v = g_char[(gid) & 16383u]; h = h * 31u + (unsigned)v; }
    { int4 v = g_int4[((gid ^ 38)) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w); }
    { int4 v = g_int4[((unsigned)idx[gid % 1024]) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w); }
    { char v = g_char[((gid + 28)) & 16383u]; h = h * 31u + (unsigned)v; }
    { __shared__ int2 s4[96];
      s4[((t * 35 + 0) % 96)] = g_int2[gid & 16383u];
      __syncthreads();
      int2 v = s4[(t * 17 + 32) % 96]; h = h * 31u + (unsigned)(v.x ^ v.y);
      __syncthreads(); }
    o_long_long[((gid ^ 50)) & 16383u] = (long long)h;
    result[gid] = h;
}

int main() {
    const int total = 2 * 96;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 859u + 771u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    int4 *g_int4;
    cudaMalloc(&g_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)g_int4, 16384 * sizeof(int4));
    int2 *g_int2;
    cudaMalloc(&g_int2, 16384 * sizeof(int2));
    fill<<<64, 256>>>((unsigned char *)g_int2, 16384 * sizeof(int2));
    long long *o_long_long;
    cudaMalloc(&o_long_long, 16384 * sizeof(long long));
    fill<<<64, 256>>>((unsigned char *)o_long_long, 16384 * sizeof(long long));
    access<<<2, 96>>>(d_idx, d_result, g_char, g_int4, g_int2, o_long_long);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
