// Random warp intrinsics (tests/randprog/gen, kind warp, seed 915838).
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
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 14); out[0 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[1 * 64 + t] = bits(r); }
    { unsigned r = lane < 1 ? __ballot_sync(0x00000001u, lane == 31) : 7u; out[2 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_xor_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 20u), 14, 1); out[3 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x >> 4) & 1); out[4 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 0, 1); out[5 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[6 * 64 + t] = bits(r); }
    { unsigned r = lane < 1 ? __ballot_sync(0x00000001u, lane == 31) : 7u; out[7 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 49u), 19u, 8); out[8 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 1)); out[9 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 1u + 65u), 13u, 32); out[10 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 4u), 2, 32); out[11 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 45u), 23u, 16); out[12 * 64 + t] = bits(r); }
    { float r = __shfl_xor_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 13, 4); out[13 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0.1, (int)(x % 64), 32); out[14 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_up_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 91u), 0u, 32); out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 2)); out[16 * 64 + t] = bits(r); }
    { float r = __shfl_xor_sync(0xffffffffu, (float)x * -1.25f + -7.5f, 35, 8); out[17 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 5 - 5)); out[18 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[19 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 86u), lane * 3, 32); out[20 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 3.0 + 0, 6u, 32); out[21 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 3)); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 32) / 64, &pred); r = r * 2 + pred; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {44930773, 429070, -408, -46747, -623, 47, 10, -11736719, 1145858, -29241, 55544, 254666683, -806, -69, -1, 28191017, -393, -117, -5544033, -1553621531, 57926072, -92, -124993624, -45558, 1305, 2, -2352262, -2, 3114601, 1, 2, 179701360, 247156828, -42368, -110005, -25, -6738, 51, 9, -101209, -1328422068, 207647731, 4644244, 305096178, 22062940, -8933, -1, -314, -62, 3, 382600, 7493, -1, 454446, 264104, -1978473, 29269949, 21270287, 77679941, 30407876, 429109151, 61277968, -2, 14};

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
