// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5015).
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
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 26u), lane ^ 7, 1); out[0 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[1 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[2 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 10u, 2); out[3 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 3 - 0)); out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 3)); out[5 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 76u), 24); out[6 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 27u, 32); out[7 * 64 + t] = bits(r); }
    { unsigned r = lane < 6 ? __ballot_sync(0x0000003fu, false) : 7u; out[8 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 40u), 17u, 8); out[9 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 39u), 25, 32); out[10 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 24u, 16); out[11 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 3 - 9)); out[12 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 51u), 26); out[13 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 8u), lane * 3, 2); out[14 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[15 * 64 + t] = bits(r); }
    { unsigned r = __reduce_min_sync(0xffffffffu, (unsigned)(x * 5 - 5)); out[16 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 24); out[17 * 64 + t] = bits(r); }
    { unsigned r = lane < 25 ? __ballot_sync(0x01ffffffu, (x & 1) != 0) : 7u; out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 62) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 6u), 31, 32); out[20 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * -1.25 + -7.5, 18u, 8); out[21 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 3)); out[22 * 64 + t] = bits(r); }
    { unsigned r = lane < 12 ? __ballot_sync(0x00000fffu, lane < 5) : 7u; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {4050, -26145, 396637210, 843434, -161, 42729, -40093, -64847808, 0, 27433, -300879773, -331522686, -235, 1696016, -6, -6180, -4, 37159182, -75790725, 349, -603, 248540, 20, 509796, 7, 25, -88379856, -49, 11043071, 6673, -279815783, -740950278, -35, 0, -2, 1910372694, -617, -1459, 1, -122519598, 103, -74, 16, 30715393, -4243127, -2995, -171657, -231, 195289, 31921, 527216536, -365688400, -710, -4732363, 507381641, -8, -78, 1, -93323172, 387967316, 1895281, -25, 3357325, -289881902};

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
