// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50279).
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
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.0f, 5, 4); out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 4)); out[1 * 64 + t] = bits(r); }
    { int r = __shfl_up_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 77u), 8u, 2); out[2 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 29u), 26); out[3 * 64 + t] = bits(r); }
    { float r = __shfl_xor_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 22, 2); out[4 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[5 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 47u), 18u, 32); out[6 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.0f, lane + 40, 2); out[7 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 61u), 18u, 2); out[8 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 4)); out[9 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 71u), 20u, 4); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 7u + 33u), 33u, 1); out[11 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 7u), lane ^ 7, 8); out[12 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[13 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 43u), 5, 16); out[14 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 65u), 22); out[15 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[16 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * -1.25 + 0, 14, 8); out[17 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 32u), 25, 8); out[18 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 1 - 47)); out[19 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 59u), 17, 32); out[20 * 64 + t] = bits(r); }
    { int r = __shfl_xor_sync(0xffffffffu, (int)((unsigned)x * 7u + 33u), 19, 32); out[21 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 3)); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 9) / 64, &pred); r = r * 2 + pred; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {16, 86, -14, 57156, -4517027, 40, 12149636, -20792024, -45, -396712837, 10, -458, -75978, 3589, 4912, 11034, -11666832, -887, 55, 17, -150775, 32012, 1, 1, 64174199, -2012973, 114259, 28, 383, 298, 10553502, -1042, -1, -147498471, 3840, -1084420, -52838571, 272222187, -20, 36554, 126, -4506, 152267451, 1607283, -54214, 60249, 1775139, 234, -467, 111, 19445, -18, -41240, -4, -1693804, -6829968, 5, -22593923, -5012, 475, -3410, 29, 7, -646};

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
