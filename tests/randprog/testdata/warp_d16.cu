// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50496).
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
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 7u + 97u), 6u, 32); out[0 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 67u), 5, 16); out[1 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 1u), 40, 32); out[2 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 23u), (int)(x % 64), 32); out[3 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 1)); out[4 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[5 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + -7.5, -1, 2); out[6 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 71u), 5); out[7 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 7u + 43u), 19u, 1); out[8 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 5)); out[9 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 44u), 26u, 2); out[10 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 19) / 64, &pred); r = r * 2 + pred; out[11 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[12 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0, 0, 16); out[13 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 48u), 18, 32); out[14 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 70u), 3u, 2); out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 2)); out[16 * 64 + t] = bits(r); }
    { unsigned r = lane < 29 ? __ballot_sync(0x1fffffffu, (x & 1) != 0) : 7u; out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 59) / 64, &pred); r = r * 2 + pred; out[18 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 1 - 44)); out[19 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[20 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[21 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 45u), lane ^ 7, 32); out[22 * 64 + t] = bits(r); }
    { unsigned r = lane < 16 ? __ballot_sync(0x0000ffffu, false) : 7u; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-5477, -121841, 9622663, -167614, 84, 1263, 236, -1525086206, 82781187, -156, -1891213, -228475024, 1700, -231, 834, 11, -2733, -4998057, 1748827957, -59810, 30007149, -3828152, -766, 159101, 23078134, -16, -6419107, 1900891, -563, 27412572, 27283188, -12263983, 12085629, 12004, 1, 216, -618756, 114787, -239649607, 67951937, 9, 0, -305922, 1166, -645078693, -2, -77931, 12708849, -85274, 934, -1013320552, -6, 11195290, -11, 215509183, 217786, 1863404, -2695, -28003462, 16, 11, 7920, 54311, 12895};

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
