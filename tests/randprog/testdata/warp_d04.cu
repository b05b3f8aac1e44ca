// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50124).
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
    { unsigned r = __ballot_sync(0xffffffffu, true); out[0 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[1 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 60u), 18); out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 50) / 64, &pred); r = r * 2 + pred; out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 7 ? __ballot_sync(0x0000007fu, (x & 1) != 0) : 7u; out[4 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, 0, 2); out[5 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 96u), 15u, 32); out[6 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 67u), 5, 2); out[7 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[8 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1u + 22u), 9, 32); out[9 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 74u), 20, 32); out[10 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 63u), 10); out[11 * 64 + t] = bits(r); }
    { unsigned r = lane < 31 ? __ballot_sync(0x7fffffffu, (x & 1) != 0) : 7u; out[12 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[13 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 0u), -1, 32); out[14 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0.1, lane * 3, 2); out[15 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, -1, 8); out[16 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[17 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 7u + 66u), 11u, 8); out[18 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 48u), 16u, 16); out[19 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 68u), lane * 3, 32); out[20 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[21 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x & 1) != 0) * 2 + __all_sync(0xffffffffu, (x & 1) != 0); out[22 * 64 + t] = bits(r); }
    { int r = __reduce_max_sync(0xffffffffu, (int)(x * 5 - 30)); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {449592, -7579, -2463273, -31313, -363192, -370116052, -123986, -774, 42437711, 1734441, -693169, -2, 1616837, -257037, 65172712, -2, -210413607, 452, -344, 1335, -316686, -1, 9521, 462247, -77365, -10, 183, -46867, -242898, -248, -88, 13, 51093, 15286, -1045614, 8829, -57, -11669160, -110332983, -10428, -650556, -3817034, -63980640, -1989919, -314645, -30, 4061182, -24370687, -109548094, -4885, -957773, -18968778, -233, -10995802, 91, 14273247, 0, -524441, -10990, -738, -24, -1, -3020802, 40};

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
