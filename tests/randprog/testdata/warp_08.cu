// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5008).
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
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[1 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 3.0 + -7.5, 4u, 32); out[2 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 63u), 0, 8); out[3 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 34u), lane * 3, 8); out[4 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 2 - 15)); out[5 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 26u), 25, 1); out[6 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 7u + 73u), 27u, 8); out[7 * 64 + t] = bits(r); }
    { unsigned r = lane < 10 ? __ballot_sync(0x000003ffu, x % 3 == 0) : 7u; out[8 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0, 22); out[9 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[10 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[11 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + -7.5f, 14u, 32); out[12 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 5 - 23)); out[13 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 3 - 33)); out[14 * 64 + t] = bits(r); }
    { unsigned r = lane < 14 ? __ballot_sync(0x00003fffu, lane < 5) : 7u; out[15 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[16 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[17 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 95u), lane * 3, 32); out[18 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 6) / 64, &pred); r = r * 2 + pred; out[20 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 73u), 8u, 32); out[21 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 53) / 64, &pred); r = r * 2 + pred; out[22 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0.1, 10); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {5, 225698, -35883, -207, -2, -2, -27013809, -7420472, 359, -406808, 4, 52397159, 2, -449378135, 895291, 16282211, 61258638, 1, 4, -262122, 2, -1844, 1, 48948, 817550, -1939900, 0, 687, 1797, -362965306, 12790431, -548, 1265318, 2003634, 790339511, 62465, 16997, -73701608, -15098, -2, -107, -6, -1025, 2233673, -13265, 221775, 3985, 24, -4586, 38906772, 30, 778435378, 2, 1914, -314, 42, 2236, -18902, 2868040, 10, -4412, 3, 11477438, 119};

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
