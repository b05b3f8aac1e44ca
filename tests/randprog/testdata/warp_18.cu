// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5018).
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
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 14u, 1); out[0 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + -7.5f, 33u, 16); out[1 * 64 + t] = bits(r); }
    { unsigned r = lane < 12 ? __ballot_sync(0x00000fffu, (x & 1) != 0) : 7u; out[2 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 77u), 0, 8); out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 7 ? __ballot_sync(0x0000007fu, x % 3 == 0) : 7u; out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 83u), 16u, 8); out[5 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0.1, 30); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 33) / 64, &pred); r = r * 2 + pred; out[7 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 51u), 3); out[8 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 7u + 1u), 12u, 32); out[9 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 98u), 32, 2); out[10 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 3.0 + 0, 0u, 4); out[11 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 42u), 22u, 8); out[12 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 0u), 18, 16); out[13 * 64 + t] = bits(r); }
    { unsigned r = lane < 15 ? __ballot_sync(0x00007fffu, (x >> 4) & 1) : 7u; out[14 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 98u), 31, 32); out[15 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 23u, 32); out[16 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 46u), 0, 8); out[17 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 4 - 37)); out[18 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[19 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.1f, lane + 40, 8); out[20 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1u + 86u), 7, 1); out[21 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 11u), 23); out[22 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 1 - 14)); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {7215825, -45704, -334, 178641, 2, -1128442672, 3773598, -205178, -2046203, 16232, -65894, -1582, -4, 6981, -125, 7534287, -14999, 19974546, 157922854, 13967325, 9111, -1, 3882, -6683, 32255009, 13, -47871, -208901, 3984481, 119586, 801, -2428, 2, -6, 1672, 4320, -30, 1431243, 116785025, -60412, 563175, 13, -9654, 0, 20849, -24, 64259757, 589998064, -962, -6, -308, 237039, 45088, 94, -1619341, 3306, 5, -6964, -124, -5092109, -1858691, 1071, -17113, 45};

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
