// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50465).
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
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * -1.25 + 0, 21, 16); out[0 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 46u), 3); out[1 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[2 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[3 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 5)); out[4 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 0.5 + 0.1, 33, 2); out[5 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 2)); out[7 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[8 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 12u), 7); out[9 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 1u), 21); out[11 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 83u), (int)(x % 64), 32); out[12 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0.1, 5, 32); out[13 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[14 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 0.5 + -7.5, 40, 2); out[15 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 41u), 0, 8); out[16 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[17 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 90u), 0, 32); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 62) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 85u), lane * 3, 8); out[20 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 0.5 + 0.1, 27u, 8); out[21 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 11u, 32); out[22 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 3.0f + 0.0f, 24u, 16); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-191644524, -1976458, -2, -185217, -3924, -6, -161177144, -2, 1795995994, 3, 1063, -3523238, 1012724, -50, 101758001, 5417, 64061, -44, 16570289, -73, -5, 0, 27691, 1882934, 106645, 20, -4, -601, -96, 13156117, 63, -624895, -9155283, -1653874, -19281, -1651300738, -6363, -1734880520, 4013, -4607, -543524802, 792, 110, 561062, 751, -258, 99014790, 4799760, 1142159, -16132519, -925, -13619, 15654, -126412, -162, 205382, 249688596, -34937, 198075, -698632365, -5, 1647, 602977885, -334256};

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
