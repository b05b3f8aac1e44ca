// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50031).
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
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 1000003u + 52u), 14u, 4); out[0 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0.1, lane ^ 7, 8); out[1 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 57u), 11u, 32); out[2 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 2 - 44)); out[3 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 0.5f + 0.0f, 24); out[4 * 64 + t] = bits(r); }
    { unsigned r = lane < 11 ? __ballot_sync(0x000007ffu, (x >> 4) & 1) : 7u; out[5 * 64 + t] = bits(r); }
    { unsigned r = lane < 17 ? __ballot_sync(0x0001ffffu, (x >> 4) & 1) : 7u; out[6 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (float)(x % 6)); out[7 * 64 + t] = bits(r); }
    { int r = __reduce_max_sync(0xffffffffu, (int)(x * 4 - 13)); out[8 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, true); out[9 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 2 - 15)); out[10 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 4294967293u + 99u), 2); out[11 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 53) / 64, &pred); r = r * 2 + pred; out[12 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 94u), -1, 8); out[13 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 46) / 64, &pred); r = r * 2 + pred; out[14 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1u + 19u), 13u, 32); out[15 * 64 + t] = bits(r); }
    { unsigned r = lane < 17 ? __ballot_sync(0x0001ffffu, true) : 7u; out[16 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 3.0f + 0.0f, 2u, 4); out[17 * 64 + t] = bits(r); }
    { unsigned r = lane < 22 ? __ballot_sync(0x003fffffu, true) : 7u; out[18 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_down_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 75u), 17u, 32); out[19 * 64 + t] = bits(r); }
    { unsigned r = __shfl_up_sync(0xffffffffu, (unsigned)((unsigned)x * 4294967293u + 96u), 4u, 1); out[20 * 64 + t] = bits(r); }
    { unsigned r = lane < 16 ? __ballot_sync(0x0000ffffu, x % 3 == 0) : 7u; out[21 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[22 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 3)); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {76074515, -441172068, 1422, 52686615, 1111, 68, -1077011, -1915, -8, 250187, 23795370, 187530708, -104, -2988, -103928, 175076849, -31, 13538967, -502, 5814141, -462427, 1, -116937001, -7729, 2898577, -361305453, -16381022, 124856, 19588878, 75523, -222, -1373, -128982, 2479, -14521, 180, -297, -8327, -47003395, 3191966, 132843, -211262, 92, -5188539, 328319, -27243352, -1705744386, 359, 2027, -1262, 98, -61844, -64, 131762673, 1771502, -7, 1895, 30167, 2, -408372, 203, -228635, -115, -4};

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
