// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50217).
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
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 19) / 64, &pred); r = r * 2 + pred; out[0 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1u + 43u), 15, 2); out[1 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[2 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + -7.5f, 32, 32); out[3 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 22u), 31, 32); out[4 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 39u), -1, 32); out[5 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 31); out[6 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 57u), 11, 4); out[7 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 52u), 9u, 32); out[8 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 72u), 19u, 4); out[9 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 3)); out[10 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 88u), 20u, 4); out[11 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 96u), -1, 8); out[12 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 29u), 0u, 2); out[13 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 48u), 2u, 1); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 2)); out[15 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[16 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 86u), -1, 16); out[17 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 61u), 4); out[18 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 11) / 64, &pred); r = r * 2 + pred; out[19 * 64 + t] = bits(r); }
    { unsigned r = lane < 19 ? __ballot_sync(0x0007ffffu, lane < 5) : 7u; out[20 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[21 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 4 - 47)); out[22 * 64 + t] = bits(r); }
    { unsigned r = lane < 27 ? __ballot_sync(0x07ffffffu, lane < 5) : 7u; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {18570, 747566, 552, -45, -1845140, -38681, 3, -2446, -130455, 320133739, -2630, 768, 26684, 2335, -1140, -176667367, 64517, -12449763, -132795162, 1, -10735, -66233, -258874878, -236, 3241160, 8035, 22, 6470, 6921, 1759, 63, -1723, 647332, 20970, 2541627, 42108885, -14752691, -970, -931253948, -516065453, 1003429742, 1, -217, 4030, -1245265, 87409269, 93, -344273, 2403031, -114864672, 64183969, -86236, -146, -13993603, 346, 128137855, -706188, -7, -6291, -364, -12956475, 0, 10278442, -346};

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
