// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50155).
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
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 47u), 28u, 32); out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 5)); out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 18) / 64, &pred); r = r * 2 + pred; out[2 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 0, 32); out[3 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 3u, 4); out[4 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[5 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 0u, 2); out[6 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 99u), 12); out[7 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 1 - 32)); out[8 * 64 + t] = bits(r); }
    { unsigned r = lane < 3 ? __ballot_sync(0x00000007u, (x >> 4) & 1) : 7u; out[9 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 37u), lane * 3, 4); out[10 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 0.5 + -7.5, 33, 4); out[11 * 64 + t] = bits(r); }
    { unsigned r = lane < 28 ? __ballot_sync(0x0fffffffu, true) : 7u; out[12 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 20) / 64, &pred); r = r * 2 + pred; out[14 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 34u), 17, 8); out[15 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1u + 37u), 32, 32); out[16 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, 25); out[17 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * -1.25 + 0.1, 2u, 1); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 37) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 5u), 18u, 32); out[20 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[21 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 85u), lane ^ 7, 32); out[22 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 24u), 16u, 2); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {805519, -2141459, 90, -27806847, -3798, 222, 17664576, 1641528, -2, 73822, -221, 1394222036, 10, 5576, 1937832709, -912614, 1, 34204, -1445, -17706887, 28, -1944008, 156166, 31, -1405, 669231, 606535, 14827, 104, 507, 25, 3024, 59, -8048, -5, -41930267, 4268162, -3848482, 15818547, -39065, -22562781, 83, 6782188, 698, -4, -132, 1166227511, 1145595, -49446, -18515669, 1, -2641387, 1017, -25, 2101552, -846040, -10306, -14662, 2270, 6, -1998426239, -254150305, -351267988, 107525520};

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
