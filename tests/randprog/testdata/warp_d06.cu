// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50186).
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
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0, lane ^ 7, 32); out[0 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 95u), 12u, 32); out[1 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 44u), 28, 2); out[2 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 1u, 8); out[3 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1u + 70u), 15u, 1); out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 12u), 31, 32); out[5 * 64 + t] = bits(r); }
    { unsigned r = lane < 18 ? __ballot_sync(0x0003ffffu, true) : 7u; out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 3)); out[7 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 71u), 31, 32); out[8 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 5)); out[9 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 88u), 7u, 32); out[10 * 64 + t] = bits(r); }
    { unsigned r = lane < 12 ? __ballot_sync(0x00000fffu, x % 3 == 0) : 7u; out[11 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[12 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 26u), -1, 32); out[13 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 72u), 7u, 8); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 20) / 64, &pred); r = r * 2 + pred; out[15 * 64 + t] = bits(r); }
    { unsigned r = lane < 4 ? __ballot_sync(0x0000000fu, true) : 7u; out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 69) / 64, &pred); r = r * 2 + pred; out[17 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 5 - 43)); out[18 * 64 + t] = bits(r); }
    { unsigned r = lane < 24 ? __ballot_sync(0x00ffffffu, (x >> 4) & 1) : 7u; out[19 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 27u, 32); out[20 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[21 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 28u), 27u, 32); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 2)); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {48, 5541466, -18131, -64483, -740449, 1618767, 3, 5, 215, -32221195, -10, 95, -1780, -3, 81370, 17, -11002153, 1971, -11940, 91423, -160781304, -1442900, -27832484, -117536, -1737086, -38, 533776, 11934057, 16555880, -443722, -2798099, 104064, -542, -5, 28200, -2, 314000449, -75, -9, -8430613, 14620090, 47, 3161146, -26726, -721340, 64, 4, 3292, 15, 436, 258064, 19, -5, -28, -56338025, -412466712, 3712, 3112, -61662330, 11, -1121938043, -9306718, -2, 2684519};

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
