// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50062).
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
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 1 - 10)); out[0 * 64 + t] = bits(r); }
    { float r = __shfl_xor_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 9, 8); out[1 * 64 + t] = bits(r); }
    { unsigned r = lane < 25 ? __ballot_sync(0x01ffffffu, (x & 1) != 0) : 7u; out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 6)); out[3 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0, 8); out[4 * 64 + t] = bits(r); }
    { unsigned r = lane < 12 ? __ballot_sync(0x00000fffu, x % 3 == 0) : 7u; out[5 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 71u), 25, 32); out[6 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 30u), 7u, 32); out[7 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[8 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0, -1, 32); out[9 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[10 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[11 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 7u + 52u), 12, 4); out[12 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[13 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 86u), lane + 40, 2); out[14 * 64 + t] = bits(r); }
    { unsigned r = lane < 5 ? __ballot_sync(0x0000001fu, (x >> 4) & 1) : 7u; out[15 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[16 * 64 + t] = bits(r); }
    { int r = __reduce_max_sync(0xffffffffu, (int)(x * 3 - 31)); out[17 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 42u), 2u, 32); out[18 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 8u), 28, 32); out[19 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 16u), 22u, 2); out[20 * 64 + t] = bits(r); }
    { float r = __shfl_xor_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 13, 2); out[21 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 48u), 4); out[22 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 5u), 17); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-597, 0, -916, 10441702, 24445068, 1, -67, 422144627, -62971221, 2255979, 64, 933670, -90, 7054888, -45, -60187443, -7855, -992, -36, -99844, 261, 8, 669033, 43561282, 496, 45, 67, 300, 22, -61306, -28, 9912, -155062, 55477137, -63071, 265272221, -37239241, 1, -3955873, 3226092, 3, 3605691, -2, -14853494, 867, -286, 1367949158, -1, 2749, -67206332, -150258228, -204, 467221, 1, -3, -29407855, 128989972, -11102, -11245104, 1, 564467, 49, -31, 1380915};

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
