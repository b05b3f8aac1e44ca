// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5009).
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
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[0 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 92u), 8u, 32); out[1 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0.1, (int)(x % 64), 8); out[2 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 59u), lane * 3, 2); out[3 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[4 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 1u), (int)(x % 64), 32); out[5 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 83u), lane + 40, 2); out[6 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 77u), 17u, 32); out[7 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, 0, 32); out[8 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0, lane * 3, 32); out[9 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 51u), 7, 32); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 12u), 0, 2); out[11 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + -7.5, 31, 16); out[12 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 64u), 24u, 8); out[13 * 64 + t] = bits(r); }
    { unsigned r = lane < 4 ? __ballot_sync(0x0000000fu, (x >> 4) & 1) : 7u; out[14 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[15 * 64 + t] = bits(r); }
    { unsigned r = lane < 27 ? __ballot_sync(0x07ffffffu, x % 3 == 0) : 7u; out[16 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[17 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 51u), (int)(x % 64), 1); out[18 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 10) / 64, &pred); r = r * 2 + pred; out[20 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 41u), 17u, 1); out[21 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 28u), 15u, 1); out[22 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + -7.5, lane + 40, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-43, 1663618676, -49230, -332, 5096145, -189658, -52, 3, 617639613, -27353, 513203, 184346848, -789521, 1, 4, -1225452, -527481744, -3, 209016460, -845, 10292, 610064, -36, -20, -100387, 0, 4, 77008, -54, -235, 0, 9331, -4319, 6384, -18, -3, 85, -16559988, -195, 1686, -1228037703, 2307, -630517, -3082393, -8, -1266618, -11997, 1717791, -12407212, -1523586, -25697265, -45, 1958, 3159776, 15216, 2, 10, 66924, 1486231110, 399776771, 55, -61094, -7778, -30};

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
