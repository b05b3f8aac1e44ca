// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5000).
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
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 6u), lane + 40, 8); out[0 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[1 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 2 - 17)); out[2 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[3 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[4 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 40u), 18, 32); out[5 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * 3.0 + -7.5, 19u, 32); out[6 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 95u), 19); out[7 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.1f, 0, 16); out[8 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[9 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 1)); out[10 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.0f, 19); out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 2)); out[12 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 54) / 64, &pred); r = r * 2 + pred; out[13 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[14 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 20u), 12u, 32); out[15 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 50u), 4, 1); out[16 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[17 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 63u), lane ^ 7, 2); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 1)); out[19 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 41u), lane ^ 7, 4); out[20 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, 24); out[21 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[22 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 72u), lane + 40, 4); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {482426091, -193548, 747829, -20484, 13869168, -275186976, -240085786, 5874307, 92, -371, -454730465, 110854, -352995535, 828, 0, -30023897, 9, -134, 53, 1515136, -1225620, -59, -29, 29, -85238030, 52, 2319, -2, 259585155, 14018, -210494, 95609, 1028078191, 23, 338697426, 17425, 11002, 43470272, 258, 55016467, 2, -56346, -5870, 133350, -27, 84524, -30, 136034258, -315908, 1154723, -1017, 1660099, -498373, 59, -74968, -108311, -6, 13, -4, -37944, -16979698, 44712096, 12562, 5969012};

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
