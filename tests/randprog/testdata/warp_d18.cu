// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50558).
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
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 99u), 0, 2); out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 62) / 64, &pred); r = r * 2 + pred; out[1 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[2 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[3 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 64u), 5, 8); out[4 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 11u, 16); out[5 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, lane ^ 7, 32); out[6 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 70u), 28, 32); out[7 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 1)); out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[9 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 49u), 5, 8); out[10 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[11 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 31); out[12 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 46u), 5, 32); out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 60) / 64, &pred); r = r * 2 + pred; out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 1)); out[15 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 56u), lane ^ 7, 16); out[16 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[17 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[18 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + -7.5, lane + 40, 16); out[19 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 7u + 44u), 9u, 32); out[20 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 16) / 64, &pred); r = r * 2 + pred; out[21 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 5)); out[22 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-913851288, -816641, -40761, -450325810, 14, 124, 108, -96403124, 4895, -2, -104321, -5032562, -17, 13, -336998, -3, -890610636, 52891, -488583, 455300, 199, -202321, -2572, 208816, 220990484, -8, -2673, 6491, 3, 13, 392, 3229, -176569761, 3037827, 47013, -3726244, -4344845, -2710887, -2295199, 33, -191198751, -17, -1051207, -97177, -3620685, -4, 77054, -155301, -31, 1920958, -774158291, -51648668, 145385, -8, 5955, -1, 763713, -109, 2, 24680572, -4, 20, -50050101, -884738};

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
