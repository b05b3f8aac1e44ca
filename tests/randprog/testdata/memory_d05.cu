// Random memory access patterns (tests/randprog/gen, kind memory, seed 50155).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, float *o_float, int4 *g_int4, char *o_char, short *g_short) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    o_float[((gid * 3)) & 16383u] = (float)h;
    { int4 v = g_int4[(gid) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w); }
    o_char[((blockIdx.x * 119 + (threadIdx.x * 3) % 64)) & 16383u] = (char)h;
    { short v = g_short[((gid ^ 37)) & 16383u]; h = h * 31u + (unsigned)v; }
    o_float[((unsigned)idx[gid % 1024]) & 16383u] = (float)h;
    result[gid] = h;
}

int main() {
    const int total = 6 * 128;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 569u + 601u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    float *o_float;
    cudaMalloc(&o_float, 16384 * sizeof(float));
    fill<<<64, 256>>>((unsigned char *)o_float, 16384 * sizeof(float));
    int4 *g_int4;
    cudaMalloc(&g_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)g_int4, 16384 * sizeof(int4));
    char *o_char;
    cudaMalloc(&o_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)o_char, 16384 * sizeof(char));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    access<<<6, 128>>>(d_idx, d_result, o_float, g_int4, o_char, g_short);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
