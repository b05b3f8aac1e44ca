// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5019).
#include <cstdio>
#include <cstring>

__device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__device__ unsigned long long bits(long long x) { return x; }
__device__ unsigned long long bits(unsigned long long x) { return x; }
__device__ unsigned long long bits(int x) { return (unsigned)x; }
__device__ unsigned long long bits(unsigned x) { return x; }

__global__ void ops(const int *in, unsigned long long *out) {
    int t = threadIdx.x, lane = t % 32;
    int x = in[t], pred = 0;
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 2)); out[0 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 95u), 3); out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 4)); out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 6)); out[3 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane < 5) * 2 + __all_sync(0xffffffffu, lane < 5); out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 3u), 0, 32); out[5 * 64 + t] = bits(r); }
    { unsigned r = lane < 27 ? __ballot_sync(0x07ffffffu, (x & 1) != 0) : 7u; out[6 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[7 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 18u), 0); out[8 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1u + 17u), 36, 32); out[9 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 25u), 29); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 55u), 22); out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 39) / 64, &pred); r = r * 2 + pred; out[12 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 1 - 9)); out[13 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 57u), 11); out[14 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 3.0 + -7.5, 11, 32); out[15 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 5, 4); out[16 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 0.5 + 0, 30u, 32); out[17 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 1 - 28)); out[18 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 39u), (int)(x % 64), 2); out[19 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 86u), 3); out[20 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 5)); out[21 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 0.5 + 0, 22u, 8); out[22 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 3 - 40)); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-654355168, 293065, 4265576, -64, 33415383, 20, 49387, 358275379, -2359, -2638, 12617570, 10835, -159922802, 52, -283, -1598990, -427, -213907, -1, -97854632, -5133, 917, 1, 510531, 3596590, -361264450, 7, 1, 678404, -7706, -60474, 315824, 38686946, 1801777512, -29, -1500766, 2989256, 27868, 16, 268499, -149109, -1294, -196, 4, 419324771, 316970, -448121, 10, 9844339, 106413205, 12663961, 546, 5180875, 0, -1, -352, 279862, -8716311, 178, -3, 116706, -31824, 10, 2068660};

int main() {
    static unsigned long long res[24 * 64];
    int *d_in;
    unsigned long long *d_out;
    cudaMalloc(&d_in, sizeof h_in);
    cudaMalloc(&d_out, sizeof res);
    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    ops<<<1, 64>>>(d_in, d_out);
    cudaMemcpy(res, d_out, sizeof res, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 24; i++) {
        printf("op%d:", i);
        for (int t = 0; t < 64; t++) printf(" %llx", res[i * 64 + t]);
        printf("\n");
    }
    return 0;
}
