// Random memory access patterns (tests/randprog/gen, kind memory, seed 9007).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, float2 *g_float2, char *g_char, short *g_short, int2 *g_int2) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { __shared__ float2 s0[128];
      s0[((t * 27 + 19) % 128)] = g_float2[gid & 16383u];
      __syncthreads();
      float2 v = s0[(t * 4 + 61) % 128]; h = h * 31u + (__float_as_uint(v.x) ^ __float_as_uint(v.y));
      __syncthreads(); }
    { char v = g_char[(gid) & 16383u]; h = h * 31u + (unsigned)v; }
    { __shared__ short s2[128];
      s2[(t ^ 93)] = g_short[gid & 16383u];
      __syncthreads();
      short v = s2[(t * 1 + 24) % 128]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    { int2 v = g_int2[(14396u) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y); }
    result[gid] = h;
}

int main() {
    const int total = 5 * 128;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 775u + 444u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    float2 *g_float2;
    cudaMalloc(&g_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)g_float2, 16384 * sizeof(float2));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    int2 *g_int2;
    cudaMalloc(&g_int2, 16384 * sizeof(int2));
    fill<<<64, 256>>>((unsigned char *)g_int2, 16384 * sizeof(int2));
    access<<<5, 128>>>(d_idx, d_result, g_float2, g_char, g_short, g_int2);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
