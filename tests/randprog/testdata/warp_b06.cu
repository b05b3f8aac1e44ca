// Random warp intrinsics (tests/randprog/gen, kind warp, seed 947514).
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
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 7u + 63u), 17, 32); out[0 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0, (int)(x % 64), 32); out[1 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + -7.5, 10); out[2 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane < 5) * 2 + __all_sync(0xffffffffu, lane < 5); out[3 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 12u), 5u, 16); out[4 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 4 - 37)); out[5 * 64 + t] = bits(r); }
    { int r = __reduce_min_sync(0xffffffffu, (int)(x * 4 - 9)); out[6 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 12u), 0, 1); out[7 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 33u), 6u, 4); out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[9 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[10 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 4 - 44)); out[11 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[12 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[13 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 2 - 14)); out[14 * 64 + t] = bits(r); }
    { unsigned r = lane < 29 ? __ballot_sync(0x1fffffffu, lane == 31) : 7u; out[15 * 64 + t] = bits(r); }
    { int r = __reduce_min_sync(0xffffffffu, (int)(x * 5 - 30)); out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 62) / 64, &pred); r = r * 2 + pred; out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 30) / 64, &pred); r = r * 2 + pred; out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 37) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 3u), lane + 40, 1); out[20 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 13u, 1); out[21 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 20u), 20); out[22 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {144873, -185, -105949506, -567, 10, 6187, -536604601, -318419521, 160086, -256029, -2448, 88010933, 53103458, 141, 304378, -1034401, -2071200, 32, 3350, 305925478, 5291427, 1469120, 2447, -151753155, 28, -2, 19, 247958969, -34926, 977, -1606, -288, 4118661, -7156, -1, 68993, 16428425, -629364, -118297552, -41, 186, -455117, 5946658, -20, -42509, -121938, -84170567, 2499, 3657, -177, -13, 14, -13312314, -1068342968, -2, 5, 58921, 2, -37821, -8787988, -111869, -12, -832289655, 29495};

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
