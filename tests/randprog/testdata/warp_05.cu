// Random warp intrinsics (tests/randprog/gen, kind warp, seed 5005).
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
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 30) / 64, &pred); r = r * 2 + pred; out[0 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 59) / 64, &pred); r = r * 2 + pred; out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 2)); out[2 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 5 - 29)); out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 19 ? __ballot_sync(0x0007ffffu, x % 3 == 0) : 7u; out[4 * 64 + t] = bits(r); }
    { int r = __reduce_max_sync(0xffffffffu, (int)(x * 5 - 30)); out[5 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 51u), 26); out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 4) / 64, &pred); r = r * 2 + pred; out[7 * 64 + t] = bits(r); }
    { unsigned r = lane < 15 ? __ballot_sync(0x00007fffu, (x & 1) != 0) : 7u; out[8 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 69) / 64, &pred); r = r * 2 + pred; out[9 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[10 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[11 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 4294967293u + 13u), lane * 3, 32); out[12 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 34u), 19u, 1); out[13 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, true) * 2 + __all_sync(0xffffffffu, true); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 3)); out[15 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (int)(x % 1)); out[16 * 64 + t] = bits(r); }
    { long long r = __shfl_xor_sync(0xffffffffu, (long long)((unsigned)x * 7u + 40u), 38, 4); out[17 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 46u), lane * 3, 32); out[18 * 64 + t] = bits(r); }
    { unsigned r = lane < 4 ? __ballot_sync(0x0000000fu, lane == 31) : 7u; out[19 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 25u), 31, 32); out[20 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, false) * 2 + __all_sync(0xffffffffu, false); out[21 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 7u + 80u), 32, 16); out[22 * 64 + t] = bits(r); }
    { unsigned r = lane < 22 ? __ballot_sync(0x003fffffu, false) : 7u; out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {386017, -2975732, -86332, -2202, 222554734, -32857, -1163872, 279470, 5526880, -389922, -22073285, 351378364, 115, 53, -11, -31897968, 51, -907178, 19063, -154, -55760, -92887, 152125064, 1369, 117163, -559261, 6208, 2253, -106142300, 439494032, 151220, -1737222, -1006858851, -384, 581152, 35309, 17, 816, -296613, -129, 3, 1515, -3393, 0, 0, 191843, -13664633, -11, -5, -1574081, -1, -18, -47, -69905, -858697864, -17301, -1658774, -32, 10571414, 579197, 64786, 3, -119306, 4797744};

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
