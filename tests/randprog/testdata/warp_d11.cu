// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50341).
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
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 4 - 4)); out[0 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[1 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1u + 49u), 29u, 16); out[2 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + -7.5, 10); out[3 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 25) / 64, &pred); r = r * 2 + pred; out[4 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0.1, lane ^ 7, 1); out[5 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 6)); out[7 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 48) / 64, &pred); r = r * 2 + pred; out[8 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 32, 2); out[9 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[10 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 61) / 64, &pred); r = r * 2 + pred; out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 5)); out[12 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 80u), 13u, 2); out[13 * 64 + t] = bits(r); }
    { unsigned r = lane < 12 ? __ballot_sync(0x00000fffu, false) : 7u; out[14 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 74u), lane + 40, 32); out[15 * 64 + t] = bits(r); }
    { int r = __reduce_min_sync(0xffffffffu, (int)(x * 4 - 43)); out[16 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 5 - 14)); out[17 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0, 32, 32); out[18 * 64 + t] = bits(r); }
    { unsigned r = lane < 27 ? __ballot_sync(0x07ffffffu, lane == 31) : 7u; out[19 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 85u), 32, 1); out[20 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 4 - 20)); out[21 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 64u), 22, 16); out[22 * 64 + t] = bits(r); }
    { unsigned r = lane < 21 ? __ballot_sync(0x001fffffu, true) : 7u; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-2, 15281365, 859193824, 1406007488, 10591175, -1, -1213115084, -11800026, 75134, -8613131, 107776333, 386, 76, -16, 66032, -8231878, 1085, -1936115965, 13808, 6, -4, -133729172, 0, -570, 87225029, 0, -3423005, 5055427, -12949436, 142, -14308534, 2808921, 25, -22743, -247262, 592055, 1293655, -6, -3, 5868501, -1, -6415, -22, 61, 212674, -26, -226408963, 139664, 2097013, 1096862, -71130952, -8002186, -77862, 25, 1059, -141717, -1, -776423, -857007, 16114226, -1695064342, -5195, 175061210, 512668939};

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
