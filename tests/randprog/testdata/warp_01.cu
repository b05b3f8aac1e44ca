// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5001).
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
    { unsigned r = lane < 23 ? __ballot_sync(0x007fffffu, false) : 7u; out[0 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 71u), 12u, 1); out[1 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 2 - 35)); out[2 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 77u), lane + 40, 1); out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 13 ? __ballot_sync(0x00001fffu, true) : 7u; out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 29u), 27u, 32); out[5 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 44u), 40, 4); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 33) / 64, &pred); r = r * 2 + pred; out[7 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 23) / 64, &pred); r = r * 2 + pred; out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[9 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 15u), 13u, 4); out[10 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 2 - 30)); out[11 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 2 - 43)); out[12 * 64 + t] = bits(r); }
    { int r = __reduce_max_sync(0xffffffffu, (int)(x * 3 - 11)); out[13 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[14 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0, (int)(x % 64), 2); out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 3)); out[16 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 1)); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 63) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[20 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 2 - 29)); out[21 * 64 + t] = bits(r); }
    { unsigned r = lane < 9 ? __ballot_sync(0x000001ffu, lane == 31) : 7u; out[22 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 95u), 2u, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-3, 10, 423, -466, -2306, -24032964, -358, -446, 1287691, 3167, 27386526, -4, 132126276, 11473933, 1, 870746818, -1, 11420, 206070, -6865859, 1358, 8135, 26375173, -6145, 7954506, 5, -616847, -10, 79833992, -1231555166, 168694, -3887167, -426336117, 8, 160, -364716, -77, -103692692, 5573, 729122, -19843, -1323486, 2, -359, -40, 110, -124147, -160808844, 61940473, 12163, 11984, -1, 665, -27, -26635, 1, 2913, 183, 1, -48, -11645691, 239, 16, 948326};

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
