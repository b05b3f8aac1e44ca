// Random warp intrinsics (tests/randprog/gen, kind warp, seed 907919).
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
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 15u, 2); out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 11) / 64, &pred); r = r * 2 + pred; out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 51) / 64, &pred); r = r * 2 + pred; out[2 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[3 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[4 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 0.5 + -7.5, 29, 32); out[5 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 2 - 4)); out[6 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 89u), 10, 4); out[7 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.1f, (int)(x % 64), 1); out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[9 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 1u + 30u), 20, 8); out[10 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[11 * 64 + t] = bits(r); }
    { unsigned r = lane < 30 ? __ballot_sync(0x3fffffffu, (x & 1) != 0) : 7u; out[12 * 64 + t] = bits(r); }
    { unsigned r = lane < 23 ? __ballot_sync(0x007fffffu, (x & 1) != 0) : 7u; out[13 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[14 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[15 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 39u), 30); out[16 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 85u), 11, 8); out[17 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 80u), 5, 2); out[18 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 7u + 89u), 28, 1); out[19 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 2u), 18, 4); out[20 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 49) / 64, &pred); r = r * 2 + pred; out[21 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 97u), 0); out[22 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * 0.5 + 0, 9u, 16); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-48, 10, 2, 558, 126167747, 44, -7031641, -37824, 1374668, 61976572, -23704, 208756, -236864003, 3532618, 2040, -23840002, 15, -1546624, -842560262, -3, -437, -109971809, -5, 1695742711, -753, 55457, 46317, -3320, -3684744, 41932, -80520981, -9984, 94, -4791530, 58, -9856036, 9631476, -430051, -26949, -2, -18852345, 35773, -1557942, -3046, -3688, -7, -17, 13, 254263, -1965, -94, -9949747, -67, 502541, 4100, -238135, -346586518, -64640787, -14924, 7080, -1824, -24, -170, -3};

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
