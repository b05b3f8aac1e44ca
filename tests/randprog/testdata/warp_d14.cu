// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50434).
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
    { int r = __any_sync(0xffffffffu, lane < 5) * 2 + __all_sync(0xffffffffu, lane < 5); out[0 * 64 + t] = bits(r); }
    { unsigned r = lane < 10 ? __ballot_sync(0x000003ffu, x % 3 == 0) : 7u; out[1 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.1f, (int)(x % 64), 4); out[2 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 87u), lane ^ 7, 32); out[3 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 17u), 24u, 4); out[4 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 55u), 3); out[5 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[6 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[7 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 92u), 19u, 16); out[8 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 6u), 9); out[9 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 4 - 32)); out[10 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 64u), lane ^ 7, 1); out[11 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.1f, (int)(x % 64), 32); out[12 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0, lane ^ 7, 2); out[13 * 64 + t] = bits(r); }
    { unsigned r = lane < 19 ? __ballot_sync(0x0007ffffu, x % 3 == 0) : 7u; out[14 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 74u), lane * 3, 32); out[15 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 28u), 37, 32); out[16 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 5 - 42)); out[17 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 2)); out[19 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[20 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 79u), 7); out[21 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 25u), 32, 4); out[22 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 3.0f + 0.0f, 19u, 32); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {127, -19, 440029767, 316025874, 1150, 3, 0, -10133206, 3748, -493, 2, 64055, 161, -10243, -123, -61972874, 1806867, 2, 16, 232284, -865248257, 2831, -11530640, 373374, 440380828, 6174, 333362, -1827, -8, -1673, -4549536, -184903, -1, 13269498, -6, 22751, 487868744, -37631, -1877769, 355557731, -233666, -235235609, -67, -407, -2, -1, 159431045, -10818, -333, -774, 16798, 5, 159563833, 10269, 1865601462, 1025308, 15420209, -122090, 376, -318, -89420, -1, 2461303, -90019861};

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
