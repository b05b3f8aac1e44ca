// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5004).
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
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 0.5 + -7.5, 31, 32); out[0 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 25u, 1); out[1 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 68u), 18); out[2 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[3 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 15u), 9); out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 2)); out[5 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 1 - 44)); out[6 * 64 + t] = bits(r); }
    { unsigned r = lane < 14 ? __ballot_sync(0x00003fffu, (x & 1) != 0) : 7u; out[7 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[8 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 1 - 24)); out[9 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 26) / 64, &pred); r = r * 2 + pred; out[10 * 64 + t] = bits(r); }
    { int r = __reduce_min_sync(0xffffffffu, (int)(x * 5 - 0)); out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 9) / 64, &pred); r = r * 2 + pred; out[12 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 89u), 0, 32); out[13 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 64u), 32, 16); out[14 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 0u), 18u, 4); out[15 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 32, 32); out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 47) / 64, &pred); r = r * 2 + pred; out[17 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 47u), lane + 40, 32); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 12) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 41u), 24, 16); out[20 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 70) / 64, &pred); r = r * 2 + pred; out[21 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 5 - 8)); out[22 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 16u, 1); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {43908931, 806795, -32, 14, 1035362, -388, 7814403, 23396, 368102971, 5935907, -54271290, -1, 475, -79297, 468, 2520, 38, 0, 666, 4644077, -662952, 124, -11855053, -14, 2709476, 25245, 294335, 66912154, 7372788, -44283, 620, -221, 1340841866, -281, 4, 0, -2921414, -4, 41, 5346434, -584, -13, -4, 3, -1706111514, -451, 59147879, -356, 3223448, -155, 15, 8, -856035343, 0, 2991, 28882, 134798, 18443923, -5809320, -193, -28, -7222, -1658742, 123403};

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
