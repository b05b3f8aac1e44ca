// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5011).
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
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 39) / 64, &pred); r = r * 2 + pred; out[0 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[1 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 99u), 17, 4); out[2 * 64 + t] = bits(r); }
    { unsigned r = lane < 25 ? __ballot_sync(0x01ffffffu, false) : 7u; out[3 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 0, 16); out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 91u), 22); out[5 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 50) / 64, &pred); r = r * 2 + pred; out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 4)); out[7 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[9 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + -7.5f, 5, 2); out[10 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 7u + 94u), 27, 4); out[11 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 6u), 21u, 32); out[12 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 23u), 18); out[13 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 5 - 7)); out[14 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 80u), 0, 32); out[15 * 64 + t] = bits(r); }
    { unsigned r = lane < 18 ? __ballot_sync(0x0003ffffu, (x >> 4) & 1) : 7u; out[16 * 64 + t] = bits(r); }
    { unsigned r = lane < 18 ? __ballot_sync(0x0003ffffu, false) : 7u; out[17 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 58u), lane * 3, 1); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 6)); out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 2)); out[20 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 9u, 32); out[21 * 64 + t] = bits(r); }
    { int r = __reduce_max_sync(0xffffffffu, (int)(x * 1 - 33)); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 70) / 64, &pred); r = r * 2 + pred; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-4270109, -7, 1719492999, -1965, 1921773, 7565460, 14318747, 24989, 21, 454, -49, -196, -2038420, -19471742, 78249112, -2500, 294104253, 46, 171, -128821, -6, 15911071, 15195, 876539295, -4666, -2054, 0, 4241, -1, 18189, 18771, 40, 21608696, 7837, -198406, -95502398, -12976, -1671, -304273, 376927, -1918330, -163033087, 2126309, -3107745, 8, -7, -1, -92216, 7426, -46630, 241, -315967, -239894, 266883235, 25, -5498103, 1263180234, -128311180, -24976816, -10872928, 480650341, -262432613, 880, -111503909};

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
