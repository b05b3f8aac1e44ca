// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5010).
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
    { unsigned r = lane < 26 ? __ballot_sync(0x03ffffffu, lane == 31) : 7u; out[0 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 38u), 30, 32); out[1 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[2 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 7u + 95u), 2, 8); out[3 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 17) / 64, &pred); r = r * 2 + pred; out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 6)); out[5 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 7u + 25u), 21u, 16); out[6 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 67u), 8u, 4); out[7 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 94u), 2); out[8 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 18u), (int)(x % 64), 16); out[9 * 64 + t] = bits(r); }
    { unsigned r = __reduce_min_sync(0xffffffffu, (unsigned)(x * 5 - 37)); out[10 * 64 + t] = bits(r); }
    { unsigned r = lane < 22 ? __ballot_sync(0x003fffffu, lane < 5) : 7u; out[11 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 90u), 16u, 4); out[12 * 64 + t] = bits(r); }
    { unsigned r = lane < 2 ? __ballot_sync(0x00000003u, true) : 7u; out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 32) / 64, &pred); r = r * 2 + pred; out[14 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 58u), (int)(x % 64), 16); out[15 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 88u), 9u, 2); out[16 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 1 - 16)); out[17 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 53u), 18u, 16); out[18 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[19 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 72u), 29u, 32); out[20 * 64 + t] = bits(r); }
    { unsigned r = __reduce_min_sync(0xffffffffu, (unsigned)(x * 1 - 32)); out[21 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 5)); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-896, 1002, 64279877, 45, 1, 202, -98394188, -2, -332, 244, -1, -4, 296, -10769328, -7, 0, 668, 4, -2, -256, -1336, 442, 742826328, -199, 40863697, 48013, 17561729, 17659544, -28385, -68, -258443922, -2356, 83674718, -3, -1975, -8134, -60609, -7908687, 1513, -34, 501593, 207916, -313397100, -368, 124425, -12221391, 862108537, 1926215, -16419004, -347802786, 14694, 10073, -268, -11517, 84390925, -433950, 253, -27998, -357906, 1556215304, 2929, -1540123838, 2504, -36};

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
