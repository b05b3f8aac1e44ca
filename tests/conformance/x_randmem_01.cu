// Random memory access patterns (tests/randprog/gen, kind memory, seed 9001).
#include <cstdio>

// fill gives every byte of an array a value of its own.
__global__ void fill(unsigned char *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));
}

__global__ void access(const int *idx, unsigned *result, int4 *g_int4, short *g_short, int4 *o_int4, float2 *o_float2, char *g_char) {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;
    { int4 v = g_int4[((gid + 9)) & 16383u]; h = h * 31u + (unsigned)(v.x ^ v.y ^ v.z ^ v.w); }
    { __shared__ short s1[128];
      s1[(t ^ 66)] = g_short[gid & 16383u];
      __syncthreads();
      short v = s1[(t * 4 + 97) % 128]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    o_int4[((gid + 1)) & 16383u] = make_int4((int)h, (int)(h >> 1), (int)(h >> 2), (int)(h >> 3));
    o_float2[(15492u) & 16383u] = make_float2((float)h, (float)(h >> 3));
    { __shared__ char s4[128];
      s4[(t ^ 93)] = g_char[gid & 16383u];
      __syncthreads();
      char v = s4[(t * 3 + 3) % 128]; h = h * 31u + (unsigned)v;
      __syncthreads(); }
    result[gid] = h;
}

int main() {
    const int total = 7 * 128;
    static int idx[1024];
    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * 339u + 550u) % 16384u);
    int *d_idx;
    unsigned *d_result;
    cudaMalloc(&d_idx, sizeof idx);
    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);
    cudaMalloc(&d_result, total * sizeof(unsigned));
    int4 *g_int4;
    cudaMalloc(&g_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)g_int4, 16384 * sizeof(int4));
    short *g_short;
    cudaMalloc(&g_short, 16384 * sizeof(short));
    fill<<<64, 256>>>((unsigned char *)g_short, 16384 * sizeof(short));
    int4 *o_int4;
    cudaMalloc(&o_int4, 16384 * sizeof(int4));
    fill<<<64, 256>>>((unsigned char *)o_int4, 16384 * sizeof(int4));
    float2 *o_float2;
    cudaMalloc(&o_float2, 16384 * sizeof(float2));
    fill<<<64, 256>>>((unsigned char *)o_float2, 16384 * sizeof(float2));
    char *g_char;
    cudaMalloc(&g_char, 16384 * sizeof(char));
    fill<<<64, 256>>>((unsigned char *)g_char, 16384 * sizeof(char));
    access<<<7, 128>>>(d_idx, d_result, g_int4, g_short, o_int4, o_float2, g_char);
    static unsigned result[total];
    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];
    printf("%d threads, hash %016llx, first %08x, last %08x\n", total, sum, result[0], result[total - 1]);
    return 0;
}
