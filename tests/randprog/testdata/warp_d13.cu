// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50403).
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
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 2u), 25); out[0 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 36u), 5u, 16); out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 1)); out[2 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 16); out[3 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 41u), 33u, 16); out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 16u), 23); out[5 * 64 + t] = bits(r); }
    { unsigned r = lane < 30 ? __ballot_sync(0x3fffffffu, (x & 1) != 0) : 7u; out[6 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 52u), 8u, 8); out[7 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 23) / 64, &pred); r = r * 2 + pred; out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[9 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 37u), 32, 4); out[10 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 16u), 12); out[11 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[12 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 5 - 39)); out[13 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 26u, 4); out[14 * 64 + t] = bits(r); }
    { unsigned r = lane < 13 ? __ballot_sync(0x00001fffu, false) : 7u; out[15 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 2)); out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 4)); out[18 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[19 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 2 - 0)); out[20 * 64 + t] = bits(r); }
    { unsigned r = lane < 20 ? __ballot_sync(0x000fffffu, (x & 1) != 0) : 7u; out[21 * 64 + t] = bits(r); }
    { unsigned r = lane < 16 ? __ballot_sync(0x0000ffffu, true) : 7u; out[22 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 42u), 5, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {129621, -92, -152, 14, 8928, -37265888, 491178538, 12558124, -1048, -2118642, 1243, 379319, -929823, 693, 28921, -12236202, -513410, -46, 3879, 5, 1, -372, 23673, -8, -728774, 1470736820, -6936, -818, -18486, 1771467, -47, -27542014, 956549, -1317730489, 14, -116335, 157, 1444337, -783166122, 5765, 1, -13123964, 7973579, 0, 184, 102894, -8199047, -1847, -2504, 1, -1491, 28115468, 105081654, 97, -3405004, 3953490, 9, 108346, 1400096, 26, 29, -260385424, 26, -171492687};

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
