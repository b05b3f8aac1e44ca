// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5016).
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
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 3)); out[0 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[1 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.1f, 16); out[2 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 3 - 45)); out[3 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 63u), 17); out[4 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 3.0f + 0.0f, 29u, 32); out[5 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 24) / 64, &pred); r = r * 2 + pred; out[6 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[7 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + 0.1f, 24u, 4); out[8 * 64 + t] = bits(r); }
    { unsigned r = lane < 23 ? __ballot_sync(0x007fffffu, x % 3 == 0) : 7u; out[9 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0, lane + 40, 2); out[10 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 80u), 27u, 16); out[11 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 7u, 32); out[12 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + -7.5, -1, 16); out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 1)); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 5)); out[15 * 64 + t] = bits(r); }
    { unsigned r = lane < 14 ? __ballot_sync(0x00003fffu, (x >> 4) & 1) : 7u; out[16 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[17 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 0.5 + 0, 33u, 32); out[18 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 20); out[19 * 64 + t] = bits(r); }
    { unsigned r = lane < 18 ? __ballot_sync(0x0003ffffu, (x >> 4) & 1) : 7u; out[20 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 25u, 2); out[21 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 49u), 0, 16); out[22 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 7u + 16u), 30u, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {96696206, -30, -8659888, 681, -1, 3853743, 5, 18385687, -60529519, -1, 29191, -323281422, 14886098, 0, 181442, -56827093, -226697, 64847886, -8, 241420, 7732, 7080, -215, -16015523, -2396, 38981, -1003, 913793990, 3514263, -7619167, -95188, -2, -1903596, -37, 87259, 2831933, 265982, -75051758, -25687731, -5071649, 57, -650, 2792581, -48919416, 1862005, -55, -1891736, 13190583, -66805392, 33399571, -1586504880, 28040, -190616, -2, -83182084, 5875344, -1226, -121033, -86973854, -17549989, 423949, 328207328, -988449, -194389144};

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
