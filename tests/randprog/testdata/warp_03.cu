// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5003).
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
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 62) / 64, &pred); r = r * 2 + pred; out[0 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 2u, 32); out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 10) / 64, &pred); r = r * 2 + pred; out[2 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1u + 54u), 11); out[3 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 39u), 3); out[4 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[5 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 1) / 64, &pred); r = r * 2 + pred; out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 5)); out[7 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 52) / 64, &pred); r = r * 2 + pred; out[8 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 95u), 27u, 32); out[9 * 64 + t] = bits(r); }
    { float r = __shfl_up_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 19u, 4); out[10 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 98u), 15); out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 2)); out[12 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 4)); out[13 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[14 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 41u), 15u, 2); out[15 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 1u + 56u), 13u, 1); out[16 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 3.0f + -7.5f, 13u, 1); out[17 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 70u), 0u, 4); out[18 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1000003u + 21u), 4u, 32); out[19 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0, (int)(x % 64), 2); out[20 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, (x >> 4) & 1) * 2 + __all_sync(0xffffffffu, (x >> 4) & 1); out[21 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 7u + 96u), 5u, 1); out[22 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-2804, -3283, 326921206, -100, -116, -13672, -33718, 2959, 2, -11019, 2138, -67, -5, 552, 108419545, -19, -4375275, 850, -33800749, 39237431, -14121, -1047911699, 57152, 202737445, 68647, -75, -4300, 26990264, 380749455, 1, -62336939, -191, 11, 154, -2734287, -30247, -142615579, 67616, -101320, -7, 3630055, -623211125, -142043121, -255826002, 15037608, -857012782, -198, 61963486, -4, 356, -1021571, 36900856, 3119, -15438, -3938, 9082542, -39443756, -37495, -3, 51844769, 44813957, -1409162200, 315795093, 2008};

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
