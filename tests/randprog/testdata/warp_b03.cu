// Random warp intrinsics (tests/randprog/gen, kind warp, seed 923757).
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
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 55) / 64, &pred); r = r * 2 + pred; out[0 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 7u + 94u), -1, 32); out[1 * 64 + t] = bits(r); }
    { unsigned r = __shfl_xor_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 89u), 36, 4); out[2 * 64 + t] = bits(r); }
    { unsigned r = lane < 8 ? __ballot_sync(0x000000ffu, (x >> 4) & 1) : 7u; out[3 * 64 + t] = bits(r); }
    { unsigned r = lane < 31 ? __ballot_sync(0x7fffffffu, lane == 31) : 7u; out[4 * 64 + t] = bits(r); }
    { long long r = __shfl_down_sync(0xffffffffu, (long long)((unsigned)x * 1u + 57u), 0u, 16); out[5 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (long long)(x % 5)); out[6 * 64 + t] = bits(r); }
    { int r = __shfl_down_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 51u), 9u, 32); out[7 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, false); out[8 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + 0, 19); out[9 * 64 + t] = bits(r); }
    { float r = __shfl_xor_sync(0xffffffffu, (float)x * -1.25f + 0.0f, 35, 32); out[10 * 64 + t] = bits(r); }
    { unsigned r = __reduce_and_sync(0xffffffffu, (unsigned)(x * 4 - 46)); out[11 * 64 + t] = bits(r); }
    { long long r = __shfl_up_sync(0xffffffffu, (long long)((unsigned)x * 7u + 67u), 8u, 32); out[12 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * -1.25 + -7.5, 21); out[13 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 43u), 5, 32); out[14 * 64 + t] = bits(r); }
    { long long r = __shfl_sync(0xffffffffu, (long long)((unsigned)x * 4294967293u + 42u), lane * 3, 32); out[15 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + 0.1, -1, 32); out[16 * 64 + t] = bits(r); }
    { float r = __shfl_sync(0xffffffffu, (float)x * 3.0f + 0.1f, 7); out[17 * 64 + t] = bits(r); }
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1000003u + 24u), 0); out[18 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[19 * 64 + t] = bits(r); }
    { double r = __shfl_up_sync(0xffffffffu, (double)x * 0.5 + -7.5, 23u, 32); out[20 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, lane == 31); out[21 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane < 5) * 2 + __all_sync(0xffffffffu, lane < 5); out[22 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 24u), 27u, 8); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {1976814, 11771437, 31844552, -23054394, -650569586, 3758055, -516011170, -72275, -9, -3611, 1, 24, -65183453, -60962963, -562429, 2, -2, 1, -2102, 5571, -3311, -13807647, 156014360, -102, 25, 52412, 6, -54729365, 4323709, 2674438, -987587394, 161389, 15890039, 9538, 22874, 32440951, 1, 2, 6, 53, 59039352, 1002496, 60519, -417564069, -95, -14203533, 3786, -614, 0, -1097613427, -256, -95152, -2933, 256038029, -1, 458394, 143405, -1, 48, 15, 19547, 102661854, -3977, -2542};

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
