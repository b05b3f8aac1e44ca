// Random warp intrinsics (tests/randprog/gen, kind warp, seed 1026704).
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
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 55) / 64, &pred); r = r * 2 + pred; out[0 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[1 * 64 + t] = bits(r); }
    { unsigned r = lane < 8 ? __ballot_sync(0x000000ffu, (x & 1) != 0) : 7u; out[2 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 24u), 5, 32); out[3 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 64u), 5, 16); out[4 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 31u, 1); out[5 * 64 + t] = bits(r); }
    { unsigned r = lane < 18 ? __ballot_sync(0x0003ffffu, true) : 7u; out[6 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[7 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * -1.25f + -7.5f, 13u, 2); out[8 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 63u), 32, 32); out[9 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 4)); out[10 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 61u), lane + 40, 4); out[11 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 1 - 27)); out[12 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 87u), 17, 4); out[13 * 64 + t] = bits(r); }
    { int r = __reduce_max_sync(0xffffffffu, (int)(x * 3 - 16)); out[14 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 4); out[15 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 3)); out[17 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 64u), 0, 2); out[18 * 64 + t] = bits(r); }
    { unsigned r = lane < 29 ? __ballot_sync(0x1fffffffu, (x >> 4) & 1) : 7u; out[19 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 6u), 5, 32); out[20 * 64 + t] = bits(r); }
    { unsigned r = lane < 20 ? __ballot_sync(0x000fffffu, lane < 5) : 7u; out[21 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 6u), lane ^ 7, 32); out[22 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 31u), 24u, 1); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {174349138, -12921, 1758106, 101955486, 10752161, 25511, 2, -1, 2, 1131, 1099931905, -3573, -61, -3, 58639, -325283, -1330947, 37369, 27500, 0, -151177802, -2565598, 2, 722371, 16, 13740382, 15787165, 456800224, 204508269, 1194, 51, -3, 9, -349259, -356072571, -3700033, -119, 3706551, -20315, -43086027, -869, -83107499, -73299, -9, -680708, -334482, 900, 4, 857, -5, -501567781, 96, -1183, 207, -28123558, 2755, 74566408, -70755, 0, 9, -3, 240281, -3552, 251735};

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
