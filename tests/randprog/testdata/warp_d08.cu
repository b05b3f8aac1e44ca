// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50248).
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
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 65u), 31, 32); out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 11) / 64, &pred); r = r * 2 + pred; out[1 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + -7.5f, lane + 40, 32); out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 57) / 64, &pred); r = r * 2 + pred; out[3 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 1 - 32)); out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 30u), 1, 1); out[5 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[6 * 64 + t] = bits(r); }
    { unsigned r = lane < 31 ? __ballot_sync(0x7fffffffu, (x >> 4) & 1) : 7u; out[7 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 7u), 30, 16); out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[9 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 5 - 25)); out[10 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 0.5 + -7.5, 16u, 8); out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 5)); out[12 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[13 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 61u), 15u, 32); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 9) / 64, &pred); r = r * 2 + pred; out[15 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 66u), 32u, 32); out[16 * 64 + t] = bits(r); }
    { unsigned r = lane < 28 ? __ballot_sync(0x0fffffffu, lane == 31) : 7u; out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 23) / 64, &pred); r = r * 2 + pred; out[18 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 98u), lane ^ 7, 8); out[19 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 62u), 31, 16); out[20 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0.1, 5, 32); out[21 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 0.5 + -7.5, 9, 16); out[22 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * -1.25 + 0, 37, 8); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {95651, -1887, 6, 101367, 2631, -2, -373, 120516, -404185170, 202, 42, 234, -88182077, 1271799226, 63, 589416865, 5, -117, -56086, -59526566, -727176, 1, 1606858, 1, 121944, -11020370, 1, 11784, -116685399, -15124887, 367577361, -839844, -76729, -6918, 5287, -32460, 1898433, -1491, 89469, 264, -112608, 2, -859138, -1163, 1, -41042468, -69380, -2381821, 6361597, 2, -99492, -943428, -25659, -122429, 110389, 8864, 2871, -1587923, -19715104, 18807, 118122, 70085, -45, -24732};

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
