// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5006).
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
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 1)); out[0 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 36u), 0, 32); out[1 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.1f, -1, 32); out[2 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 97u), -1, 8); out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 23 ? __ballot_sync(0x007fffffu, lane < 5) : 7u; out[4 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 32u), 13); out[5 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 6)); out[6 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 2 - 24)); out[7 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 26u), 5, 2); out[8 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 1 - 46)); out[9 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 42u), 5); out[10 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[11 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 52u), 9u, 8); out[12 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[13 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 60u), 3u, 2); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 3)); out[15 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 82u), 26, 4); out[16 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 68u), 31, 32); out[17 * 64 + t] = bits(r); }
    { unsigned r = lane < 2 ? __ballot_sync(0x00000003u, true) : 7u; out[18 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 55u), 10u, 32); out[19 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 89u), 31, 32); out[20 * 64 + t] = bits(r); }
    { unsigned r = lane < 15 ? __ballot_sync(0x00007fffu, (x >> 4) & 1) : 7u; out[21 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane < 5) * 2 + __all_sync(0xffffffffu, lane < 5); out[22 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 95u), 15, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-5, 11637509, 711846888, -1971, -1, -348143312, -6373, 44057, -113179, -808, -1443171, 1, -253548, -50129678, -113027780, 87473, 61, -2, -4, 5491, 61237875, -8452408, -34748687, 57402714, 502060, -102743, 83, 857630, -3, 348, 50444086, 2439590, 53272, 51, -29, -4128982, 9, 6256199, 1456, -9544, -4, -47, -179384763, 0, -4031579, 57727, -129498, 7477, -43, 31, -22850, -51, -31085159, -1470246946, -1608435506, -17, -15, -7, -2, -4829376, -19602, 12292270, -179, -1397498};

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
