// Random warp intrinsics (tests/randprog/gen, kind warp, seed 1050461).
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
    { unsigned r = __reduce_xor_sync(0xffffffffu, (unsigned)(x * 4 - 33)); out[0 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[1 * 64 + t] = bits(r); }
    { unsigned r = lane < 3 ? __ballot_sync(0x00000007u, lane == 31) : 7u; out[2 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 23) / 64, &pred); r = r * 2 + pred; out[3 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane < 5); out[4 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 2 - 16)); out[5 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 2)); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 1) / 64, &pred); r = r * 2 + pred; out[7 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 9) / 64, &pred); r = r * 2 + pred; out[8 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 21u), lane * 3, 32); out[9 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1u + 28u), 1u, 2); out[10 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 4u, 8); out[11 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, x % 3 == 0); out[12 * 64 + t] = bits(r); }
    { unsigned r = __reduce_max_sync(0xffffffffu, (unsigned)(x * 4 - 23)); out[13 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + -7.5f, 31u, 32); out[14 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 52u), 31, 32); out[15 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[16 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 12u, 32); out[17 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 6)); out[18 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 82u), 22, 1); out[19 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 60) / 64, &pred); r = r * 2 + pred; out[20 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 1)); out[21 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 7u + 89u), 12); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 26) / 64, &pred); r = r * 2 + pred; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {420, -22, 101, -9, -2, 0, 294855, -831838701, -12946580, 1345, -1, -112110414, 1521550, 3036156, 26283236, 15059, 158833, -4585, -14136, -9923, 10, 26, 1095, 1367823565, 120, 20898489, -81551008, 27028, -1, -2160710, 62756028, 3941868, 4, 1101602, 74189216, -109510, 15391364, -1, -7207, 3794708, 7774557, 43005551, -201471894, 405, -167910844, 7, -4, 31, 330998928, 55169154, -312902, -1962502010, 45941522, 215918, 23079655, -4, 44068, 13436, 578, 6956, -735103729, -604914, -1411580754, 26623};

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
