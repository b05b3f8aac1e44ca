// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5017).
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
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 5) / 64, &pred); r = r * 2 + pred; out[0 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 29u), 23u, 4); out[1 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 5u), lane ^ 7, 2); out[2 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 59u), 21u, 2); out[3 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 35u), 8); out[4 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 9u), 6u, 32); out[5 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 16u), 9); out[6 * 64 + t] = bits(r); }
    { unsigned r = lane < 9 ? __ballot_sync(0x000001ffu, false) : 7u; out[7 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0, 31); out[8 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 1u, 16); out[9 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 25u), 17); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 55u), 32u, 16); out[11 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[12 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 2u, 32); out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 6)); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 26) / 64, &pred); r = r * 2 + pred; out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 52) / 64, &pred); r = r * 2 + pred; out[16 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 97u), 16, 32); out[17 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[18 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[19 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[20 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 6)); out[21 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 6)); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {1292503, 3997, -860, -71748, 838, 13834, -942292, 8202, 0, 0, 8, 8187397, -21, 208, -11, 100104025, 1257045414, -60383, 1868836, -2550602, -1058, 0, -195, -75, 6924643, -817703, 848750687, 42655, 1444454849, 66321, -10645, -1103201, 173219, 4079, 681, 76267, -26, -913, -13028705, 136286, -14004750, -1109772, -12111, -77, -450996, -7, 32434, -323947, -2246899, -108, -34118, 331086918, 48, -4877895, 2, -54607, -12716399, 2047025168, -136, 26558, 1, 1121565, -7, -2};

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
