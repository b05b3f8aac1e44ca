// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5012).
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
    { unsigned r = __reduce_min_sync(0xffffffffu, (unsigned)(x * 3 - 39)); out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 4)); out[1 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 0u), 6); out[2 * 64 + t] = bits(r); }
    { unsigned r = lane < 15 ? __ballot_sync(0x00007fffu, (x >> 4) & 1) : 7u; out[3 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 14u, 4); out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 4)); out[5 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 5)); out[6 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane < 5) * 2 + __all_sync(0xffffffffu, lane < 5); out[7 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 5u), 13u, 32); out[8 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 3.0 + 0.1, 16, 4); out[9 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 2 - 43)); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 8u), 31, 1); out[11 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 2 - 44)); out[12 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 4)); out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 5)); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 52) / 64, &pred); r = r * 2 + pred; out[15 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 1)); out[17 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 39u), 26u, 32); out[18 * 64 + t] = bits(r); }
    { int r = __reduce_min_sync(0xffffffffu, (int)(x * 5 - 45)); out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 45) / 64, &pred); r = r * 2 + pred; out[20 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 3.0 + 0, 10u, 32); out[21 * 64 + t] = bits(r); }
    { int r = __reduce_min_sync(0xffffffffu, (int)(x * 2 - 21)); out[22 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 11u, 2); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {6877781, -95, -228091, 38559074, -23581676, -203837803, -40831960, -2059704, 174599, -3, -12070646, 12806854, 74762, -29646, 250, -2, -15676, 3, -1561, -122, 29653055, 774344, 54448, 3733, 24415, 12216, -33, 87312007, -1, -1771, -4, 3458, 254, -35933031, -74693, 37825, -4932265, -1, 12, -967, 17947506, -606862620, 22921186, 998254, 96, -56657, -756895, -34492, -1110962, -1013608, -4, -41941, -1490, -873480538, -1031, 16139, 8937, -60729863, 2297, -63558794, 566255375, -3655, -8, -6};

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
