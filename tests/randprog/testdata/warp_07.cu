// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5007).
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
    { unsigned r = lane < 5 ? __ballot_sync(0x0000001fu, (x & 1) != 0) : 7u; out[1 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * 0.5 + 0, 6u, 32); out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 30) / 64, &pred); r = r * 2 + pred; out[3 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1u + 33u), 23u, 4); out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 46) / 64, &pred); r = r * 2 + pred; out[5 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 7u + 33u), 27u, 4); out[6 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[7 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 10) / 64, &pred); r = r * 2 + pred; out[8 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 17u), 31, 16); out[9 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 4)); out[10 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 86u), 32, 1); out[11 * 64 + t] = bits(r); }
    { unsigned r = lane < 6 ? __ballot_sync(0x0000003fu, x % 3 == 0) : 7u; out[12 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[13 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 5 - 4)); out[14 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.0f, lane * 3, 1); out[15 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 84u), 27u, 8); out[16 * 64 + t] = bits(r); }
    { unsigned r = lane < 23 ? __ballot_sync(0x007fffffu, true) : 7u; out[17 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 0u, 32); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 23) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 93u), 12, 8); out[20 * 64 + t] = bits(r); }
    { unsigned r = lane < 24 ? __ballot_sync(0x00ffffffu, false) : 7u; out[21 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 49) / 64, &pred); r = r * 2 + pred; out[22 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 27); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-1949314, 375479, -2529, -115499286, -7, 5764, -949237943, 58950, 9781921, -1246, -94492, 90836, 700720, 10864, 15395, -30, 1, -27, -96429, 66570, 7806, 113676492, 2, -374544441, 196525, 5, 575122, -5, -954719025, -1785451, -437, 1, 220961388, 11970617, -3, -3451336, 176758, 95, 124771529, -5, 1980913792, -6, 12063, 359080, 1546685145, 38, 39215067, 29273839, 109003720, 7963, -1467302832, 503255421, -3200771, -16516677, 4208159, -27, -10, -217, -1921147, -228339, -35, -6205739, 241, 195976195};

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
