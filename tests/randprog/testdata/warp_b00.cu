// Random warp intrinsics (tests/randprog/gen, kind warp, seed 900000).
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
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0, 0, 2); out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 3)); out[1 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * -1.25 + -7.5, 30u, 8); out[2 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 93u), 10u, 32); out[3 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 21u), 3u, 1); out[4 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[5 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 83u), 11); out[6 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 63u), (int)(x % 64), 32); out[7 * 64 + t] = bits(r); }
    { unsigned r = lane < 23 ? __ballot_sync(0x007fffffu, true) : 7u; out[8 * 64 + t] = bits(r); }
    { unsigned r = lane < 27 ? __ballot_sync(0x07ffffffu, lane < 5) : 7u; out[9 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * -1.25 + 0, 20u, 16); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 23u), 3u, 32); out[11 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 2 - 0)); out[12 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[13 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[14 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 7u + 92u), 9u, 2); out[15 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + -7.5f, 8); out[16 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 66) / 64, &pred); r = r * 2 + pred; out[18 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 0, 32); out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 36) / 64, &pred); r = r * 2 + pred; out[20 * 64 + t] = bits(r); }
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 1 - 10)); out[21 * 64 + t] = bits(r); }
    { double r = __shfl_down_sync(0xffffffffu, (double)x * 0.5 + 0, 33u, 16); out[22 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {4, 10349967, 1463, 32768, 4004, 270185210, -306, 0, 4363261, 240330, -644, 1553, 13137179, 24092, 2329, 6837, -2, 68300, -336986, -444, 141, -12949, -2131, -32, -13, -16063, 21, -26027, 4, -86, 959225424, -1, 29, -159252, -2419498, -183484585, -7513793, -1, -168, 8, 16379368, -6703875, 63, 77, 21303, 1932, 888645, -784, 193, -4924, 4375, -7456674, 133200220, -1041944700, -17, 143560, 85, 102, 80, -7939, -133359542, -401699423, -15190925, 3828294};

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
