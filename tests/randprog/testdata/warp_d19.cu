// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50589).
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
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 6)); out[0 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[1 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 7u + 90u), 11u, 32); out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 1) / 64, &pred); r = r * 2 + pred; out[3 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 62) / 64, &pred); r = r * 2 + pred; out[4 * 64 + t] = bits(r); }
    { unsigned r = lane < 14 ? __ballot_sync(0x00003fffu, false) : 7u; out[5 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 92u), 11u, 1); out[6 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[7 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 87u), 18u, 4); out[8 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 9u), 25, 16); out[9 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 1 - 26)); out[10 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 4)); out[11 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 2 - 0)); out[12 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 20u), lane ^ 7, 16); out[13 * 64 + t] = bits(r); }
    { unsigned r = lane < 30 ? __ballot_sync(0x3fffffffu, true) : 7u; out[14 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0, lane ^ 7, 32); out[15 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 61u), -1, 4); out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 2)); out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 2)); out[18 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[19 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 6u), 32, 1); out[20 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 43u), lane * 3, 32); out[21 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 13u), 5, 1); out[22 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 33u), 7, 16); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {2418483, 1367, -463145, 237279, 66418853, 15, -73235, 409653, 57569328, 25, -32, -159870493, -59884355, 230, 124012, 154, -53220, 869058, 0, 3, 77259810, 5, 65152, -2660, 40, 1773, 15020, -24620, 87713, -14, -285237, -3926, -127186, -740212, -2969, -898441, 231, -68615917, 517357, 65000, -131009750, 15, 26, 32065, 82760618, 123230, -315282038, 25231, -208, 258501506, -1123677, 200, 614, 30815, -8547765, -97326, -109854155, 11680, -101104, 38, -320, 11101, 226, 38736};

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
