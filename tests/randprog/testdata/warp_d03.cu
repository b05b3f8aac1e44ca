// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50093).
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
    { unsigned r = lane < 7 ? __ballot_sync(0x0000007fu, false) : 7u; out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 43) / 64, &pred); r = r * 2 + pred; out[1 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 6u), 26); out[2 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 28u, 4); out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 3 ? __ballot_sync(0x00000007u, lane == 31) : 7u; out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 2)); out[5 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 9u), 37, 1); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 1) / 64, &pred); r = r * 2 + pred; out[7 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 3.0 + 0, 9, 16); out[8 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 61u), 23u, 8); out[9 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 62u), 6u, 32); out[10 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, lane + 40, 32); out[11 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 23); out[12 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 5 - 48)); out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 29) / 64, &pred); r = r * 2 + pred; out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 54) / 64, &pred); r = r * 2 + pred; out[15 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[16 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[17 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 1 - 40)); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 12) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 2)); out[20 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 64) / 64, &pred); r = r * 2 + pred; out[21 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 5 - 15)); out[22 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0, lane + 40, 1); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {914898, -14598, 0, 15858041, 73, 1870532, 1, -7, 11097, -2982181, 17222316, 11025, 310, -416, -1525016, 615, -6792079, -11, 402, 1381120, 129, -3394, -7115, 48, -433, 59549025, 1941, -751181, -2077327, 110648158, 38577088, 1501, 69, 4056221, -2, 352, 9160, 185230975, -1, 1354617145, -30646348, -24, -1675, 3, -907, -53669465, 349, -13457148, -441271, 1320, 958, 275773652, -10943, 4224695, -16, 22, -3157, 1328599298, 9, 105076089, 28179, 1, -4, 856};

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
