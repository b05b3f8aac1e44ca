// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5014).
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
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 1 - 25)); out[0 * 64 + t] = bits(r); }
    { unsigned r = lane < 17 ? __ballot_sync(0x0001ffffu, x % 3 == 0) : 7u; out[1 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 66u), 23u, 1); out[2 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 2 - 3)); out[3 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 3.0 + -7.5, 10u, 32); out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 1)); out[5 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 3u), 11, 8); out[6 * 64 + t] = bits(r); }
    { unsigned r = lane < 22 ? __ballot_sync(0x003fffffu, false) : 7u; out[7 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[8 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 17u), 31, 32); out[9 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 4)); out[10 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 1)); out[11 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 4 - 12)); out[12 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[13 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[14 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 63u), (int)(x % 64), 4); out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 43) / 64, &pred); r = r * 2 + pred; out[16 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 31u), 17); out[17 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, lane ^ 7, 32); out[18 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 63u), 30); out[19 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 3 - 34)); out[20 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 3.0 + 0.1, 18, 16); out[21 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 0.5 + 0.1, 20, 8); out[22 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 81u), 4u, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-7, 1, 9, 899, -420, -16, 9062988, -267, 1657908861, 861661, 13, -9, 750696124, 44101, -106427020, 268, -91936, 28807426, -754797, -1513, 8, 46, -1653986, -19757, 41985, 246, -60, 128032748, -37747459, -76574264, 1541, -20410, -9671012, 52345298, -46, 6174812, -1976, -217998, 5923433, -2427, -7912123, 9230, 7, 31890, 761399221, -109505, -228, -1, 2905520, -7340, 732276, 983899652, -126, -2, 258, -10836, 0, 3, -1033556, 127633840, 11233, 8672820, 9666, 35185};

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
