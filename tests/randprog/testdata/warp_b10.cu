// Random warp intrinsics (tests/randprog/gen, kind warp, seed 979190).
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
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 68u), 31, 16); out[0 * 64 + t] = bits(r); }
    { unsigned r = __reduce_min_sync(0xffffffffu, (unsigned)(x * 3 - 36)); out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 28) / 64, &pred); r = r * 2 + pred; out[2 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[3 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 1 - 27)); out[4 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 95u), 30u, 8); out[5 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 69u), 4); out[6 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 76u), lane * 3, 32); out[7 * 64 + t] = bits(r); }
    { unsigned r = lane < 14 ? __ballot_sync(0x00003fffu, lane < 5) : 7u; out[8 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 6)); out[9 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 13u), 31); out[10 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 65) / 64, &pred); r = r * 2 + pred; out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 8) / 64, &pred); r = r * 2 + pred; out[12 * 64 + t] = bits(r); }
    { unsigned r = lane < 13 ? __ballot_sync(0x00001fffu, (x >> 4) & 1) : 7u; out[13 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 94u), 25, 8); out[14 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 38) / 64, &pred); r = r * 2 + pred; out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 38) / 64, &pred); r = r * 2 + pred; out[17 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[18 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 6)); out[20 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 26u), 0); out[21 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 3 - 26)); out[22 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 81u), 7); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {507596, 6982905, -679, 60828, -113187949, 3388700, 7, 361, -271, -2, -544, 104756, 3596249, 951, -155652832, 19164073, -19861, 124414884, 42572, 649964, 26792, -27316987, -11, -8, -3545, -728, -373, 487319147, -172350, -119599, -73, -69619, 0, -3, 31334354, -6978, 481466, -285143736, -72996602, 624, -93, 321048533, 45336, 99749504, -6098, 27754, -185, -1586895, 247, -2, -1127931138, 23077, 1975, 1079105, 34346801, 6023988, 41836, 240140129, 113072254, -2529, 14019, 3, 924684534, 18564};

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
