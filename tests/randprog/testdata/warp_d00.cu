// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50000).
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
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[0 * 64 + t] = bits(r); }
    { unsigned r = lane < 11 ? __ballot_sync(0x000007ffu, lane < 5) : 7u; out[1 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[2 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 42u), 27u, 4); out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 31 ? __ballot_sync(0x7fffffffu, false) : 7u; out[4 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 1 - 35)); out[5 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 25u), lane + 40, 2); out[6 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 7u + 69u), 36, 32); out[7 * 64 + t] = bits(r); }
    { unsigned r = lane < 11 ? __ballot_sync(0x000007ffu, x % 3 == 0) : 7u; out[8 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 3)); out[9 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 2 - 33)); out[10 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 7) / 64, &pred); r = r * 2 + pred; out[11 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 26u, 32); out[12 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[13 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 7u + 34u), 30, 8); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 3)); out[15 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 36u), 7u, 1); out[16 * 64 + t] = bits(r); }
    { unsigned r = lane < 22 ? __ballot_sync(0x003fffffu, false) : 7u; out[17 * 64 + t] = bits(r); }
    { unsigned r = lane < 22 ? __ballot_sync(0x003fffffu, x % 3 == 0) : 7u; out[18 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 3.0 + 0, 33, 8); out[19 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, lane * 3, 4); out[20 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 21u), 0, 32); out[21 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 99u), 10); out[22 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 44u), 0, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-11950, 30563, 2896070, 72, -5, -183, 478, -16932058, 15335, 0, -7015, -113796, -49197, 3939320, 532846400, -3687, 222631, 30, -47, 1682493, -1333122, 711943, -11767, 4, -254, 3603942, -26272174, -3, -480, 24129800, 94801, 5533, -244, -105, 31, 16585281, -1380510, -12463327, 654594, -236350, 52830239, 10093, -60176386, 3, -25, 3, 310, 10, -1514, 1612808, 13169, -6208, 1, -57182, -89703, -7954453, 35506, -36, 73837, -26062, 45154, -57, 32, 24242138};

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
