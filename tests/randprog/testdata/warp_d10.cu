// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50310).
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
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 56u), 0, 32); out[0 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 4 - 5)); out[1 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 3 - 46)); out[2 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 93u), 26u, 1); out[3 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 35u), 18); out[4 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 3.0 + -7.5, 1u, 1); out[5 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 36u), 0, 2); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 4)); out[7 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * 0.5 + 0.1, 21u, 1); out[8 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 2 - 10)); out[9 * 64 + t] = bits(r); }
    { unsigned r = lane < 3 ? __ballot_sync(0x00000007u, x % 3 == 0) : 7u; out[10 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0.1, lane + 40, 8); out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 6)); out[12 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 89u), 33u, 2); out[13 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 3 - 17)); out[14 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * 3.0 + 0.1, 5, 4); out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 64) / 64, &pred); r = r * 2 + pred; out[16 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 66u), 9u, 8); out[17 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 19) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1u + 63u), 22, 1); out[20 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * 3.0 + -7.5, 23u, 8); out[21 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 24); out[22 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-345, -204, 114, -170130, -441110438, -24012, 167177, -15470500, 3677, 20525, 14796, -1457859, -463, 922049, -482176184, 29954, -215086, -7440796, 7252640, 292356, 33, 5444, 3, -3988404, -78423, 0, -688565, -173040360, 13339, 29337236, 137682, 1465, -1, 452808, 7373330, -141189796, 3605, -10, -1217885, 605, 236, -217, -1143942, -217565422, -28620956, -388462448, -130760, 27779801, 16, 39652152, 11168173, -44314464, -3771, -301186511, 0, 4941, -1176723, -63195, -10631132, -131, 1635912934, -60, -167508, 11083};

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
