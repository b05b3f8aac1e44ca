// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5002).
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
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 5)); out[0 * 64 + t] = bits(r); }
    { unsigned r = lane < 28 ? __ballot_sync(0x0fffffffu, x % 3 == 0) : 7u; out[1 * 64 + t] = bits(r); }
    { float r = __shfl_xor_sync(0xffffffffu, (float)x * -1.25f + 0.1f, 28, 32); out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 6)); out[3 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 80u), 10); out[4 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[5 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[6 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 5 - 2)); out[7 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 0.5 + 0, 31u, 8); out[8 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 91u), lane ^ 7, 2); out[9 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 2)); out[10 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.0f, 5, 1); out[11 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * 3.0 + -7.5, 10u, 8); out[12 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 11u), 31, 32); out[13 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[14 * 64 + t] = bits(r); }
    { unsigned r = lane < 19 ? __ballot_sync(0x0007ffffu, lane < 5) : 7u; out[15 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 16u, 32); out[16 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 3.0 + 0.1, 14u, 16); out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 64) / 64, &pred); r = r * 2 + pred; out[18 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 73u), 29u, 1); out[19 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 65u), 14u, 1); out[20 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 47u), (int)(x % 64), 32); out[21 * 64 + t] = bits(r); }
    { unsigned r = lane < 24 ? __ballot_sync(0x00ffffffu, lane < 5) : 7u; out[22 * 64 + t] = bits(r); }
    { unsigned r = lane < 8 ? __ballot_sync(0x000000ffu, (x >> 4) & 1) : 7u; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {3, -5, -70639, -39, 387060, -306099, -27485, -4012164, 692066, 25279554, -700102363, -3738, 96323, 1, 5034809, -31854, 57, -61, 24081, 340728744, -153788, -11, -2, 4391, 3, -257858, 0, 3604, -62585864, 93468521, 33, -915, -15537346, 0, 6582, 2, 4139201, -33, -4759136, -7, -105, -2682, -13, -304461, 87, 246894, 0, -455649, 5, 5884308, -2167, 65, -2604, 4384459, -1, -125, 6576074, -36983956, -295844, -887, 19, -26062, -3181212, 945920518};

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
