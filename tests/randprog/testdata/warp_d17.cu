// Random warp intrinsics (tests/randprog/gen, kind warp, seed 50527).
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
    { unsigned long long r = __shfl_sync(0xffffffffu, (unsigned long long)((unsigned)x * 1u + 89u), 8); out[0 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1u + 11u), (int)(x % 64), 2); out[1 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 59) / 64, &pred); r = r * 2 + pred; out[2 * 64 + t] = bits(r); }
    { int r = __shfl_sync(0xffffffffu, (int)((unsigned)x * 1000003u + 49u), 28); out[3 * 64 + t] = bits(r); }
    { unsigned r = __shfl_down_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 23u), 32u, 32); out[4 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 44) / 64, &pred); r = r * 2 + pred; out[5 * 64 + t] = bits(r); }
    { unsigned r = __reduce_min_sync(0xffffffffu, (unsigned)(x * 2 - 32)); out[6 * 64 + t] = bits(r); }
    { unsigned r = __ballot_sync(0xffffffffu, (x & 1) != 0); out[7 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 4 - 5)); out[8 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 24u), lane ^ 7, 32); out[9 * 64 + t] = bits(r); }
    { int r = __reduce_min_sync(0xffffffffu, (int)(x * 2 - 35)); out[10 * 64 + t] = bits(r); }
    { float r = __shfl_down_sync(0xffffffffu, (float)x * 0.5f + 0.1f, 20u, 2); out[11 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, x % 3 == 0) * 2 + __all_sync(0xffffffffu, x % 3 == 0); out[12 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 1u + 69u), 0, 8); out[13 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 3.0 + 0.1, 5, 32); out[14 * 64 + t] = bits(r); }
    { unsigned r = __match_any_sync(0xffffffffu, (unsigned)(x % 1)); out[15 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 2 - 9)); out[16 * 64 + t] = bits(r); }
    { unsigned r = __match_all_sync(0xffffffffu, (int)(x % 4) / 64, &pred); r = r * 2 + pred; out[17 * 64 + t] = bits(r); }
    { unsigned r = __reduce_add_sync(0xffffffffu, (unsigned)(x * 3 - 18)); out[18 * 64 + t] = bits(r); }
    { int r = __any_sync(0xffffffffu, lane == 31) * 2 + __all_sync(0xffffffffu, lane == 31); out[19 * 64 + t] = bits(r); }
    { double r = __shfl_xor_sync(0xffffffffu, (double)x * -1.25 + 0.1, 7, 4); out[20 * 64 + t] = bits(r); }
    { unsigned r = __reduce_or_sync(0xffffffffu, (unsigned)(x * 4 - 18)); out[21 * 64 + t] = bits(r); }
    { double r = __shfl_sync(0xffffffffu, (double)x * 0.5 + -7.5, 24); out[22 * 64 + t] = bits(r); }
    { unsigned r = __shfl_sync(0xffffffffu, (unsigned)((unsigned)x * 7u + 99u), 32, 4); out[23 * 64 + t] = bits(r); }
}

static const int h_in[64] = {-34581, -239043, -4465, 110438, -3837, -2922, -6, 52601424, -224922850, 2, 65392, -537, 1, 15333, 10217767, 56, -1416074135, 257108, 333874957, 897322611, 13981728, 1902722, 93, 28352259, 1106, 116454969, -215, -49884, -272374, 349631, -4632, -157564, -986148, -5229685, 2, 419662, -127427394, -48390236, -63569, 164387, -21387280, -12622, -64468, -2801, -3249, -721652752, 422, 245849866, -3, -16, -1584, 670, 7917688, -5494, 1866870, -1573, -166, -4, 794622, -33393, 32128, 541, 40880, -214585};

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
