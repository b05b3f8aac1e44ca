// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50372).
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
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[0 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 66u), 16, 8); out[1 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 25u), 32u, 8); out[2 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 11u, 32); out[3 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[4 * 64 + t] = bits(r); }
    { unsigned r = lane < 25 ? __ballot_sync(0x01ffffffu, true) : 7u; out[5 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * -1.25 + -7.5, 39, 32); out[6 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 26); out[7 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 1 - 48)); out[8 * 64 + t] = bits(r); }
    { unsigned r = lane < 22 ? __ballot_sync(0x003fffffu, (x >> 4) & 1) : 7u; out[9 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 79u), 20, 8); out[10 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane < 5) * 2 + __all_sync(0xffffffffu, lane < 5); out[11 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[12 * 64 + t] = bits(r); }
    { unsigned r = lane < 6 ? __ballot_sync(0x0000003fu, (x & 1) != 0) : 7u; out[13 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * -1.25 + 0.1, 40, 2); out[14 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 18u), 0, 2); out[15 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 95u), 0); out[16 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 16) / 64, &pred); r = r * 2 + pred; out[18 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 7u + 86u), 25u, 32); out[19 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 22u), 9, 4); out[20 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[21 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 0, 8); out[22 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 31u), 2, 8); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-4, 103886, 1, 2, -2017, 974828, -101, 237024, -267442, -569, 933054, -583153625, 7036889, 15033457, -5722090, 28461890, 130309467, 567, 402, -587709633, 15147, -473, -120921, 17978658, -2274909, 1573426, -225725180, 8, -52840223, 52570080, 81901625, 20268, -45, -2230547, -9, 4770, -288, 4321641, 41028077, -63, -28, -4014714, -49232155, -5356, 13091362, -34075, 1049594, 219, 1, -61819, -20, -6742752, 0, 33, -294341613, 364628160, -68, 1003019, -29, -211471, 245610, -120, -80991, 11266};

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
