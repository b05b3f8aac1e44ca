// Operations that leave a value as it is (x * 1, x / 1, fmaxf(x, x)) are
// folded away by the compiler, so a NaN's bits pass through them, where
// real arithmetic (x + 0, x * a runtime one) gives the GPU's canonical NaN.
// Also __builtin_huge_valf, the infinity glibc's HUGE_VALF stands for.
#include <cstdio>
#include <cmath>

__global__ void identities(const unsigned *bits, const unsigned long long *dbits, unsigned *out, float one, double done)
{
    int i = threadIdx.x;
    float f = __uint_as_float(bits[i]);
    double d = __longlong_as_double(dbits[i]);
    unsigned *o = out + i * 12;
    o[0] = __float_as_uint(f * 1.0f);
    o[1] = __float_as_uint(1.0f * f);
    o[2] = __float_as_uint(f / 1.0f);
    o[3] = __float_as_uint(fmaxf(f, f));
    o[4] = __float_as_uint(fminf(f, f));
    o[5] = __float_as_uint(f + 0.0f);
    o[6] = __float_as_uint(f - 0.0f);
    o[7] = __float_as_uint(f * one);
    o[8] = (unsigned)(__double_as_longlong(d * 1.0) >> 32) ^ (unsigned)__double_as_longlong(d * 1.0);
    o[9] = (unsigned)(__double_as_longlong(fmax(d, d)) >> 32) ^ (unsigned)__double_as_longlong(fmin(d, d));
    o[10] = (unsigned)(__double_as_longlong(d * done) >> 32) ^ (unsigned)__double_as_longlong(d * done);
    o[11] = __float_as_uint(__builtin_huge_valf() * (f == f ? 1.0f : 0.5f));
}

int main()
{
    const int n = 6;
    unsigned bits[n] = {0x7fa00001u, 0xffc00123u, 0x7f800001u, 0x3fc00000u, 0x80000000u, 0x7f800000u};
    unsigned long long dbits[n] = {0x7ff4000000000001ull, 0xfff8000000000abcull, 0x7ff0000000000001ull,
                                   0x3ff8000000000000ull, 0x8000000000000000ull, 0xfff0000000000000ull};
    unsigned *dIn, *dOut;
    unsigned long long *dD;
    cudaMalloc(&dIn, sizeof bits);
    cudaMalloc(&dD, sizeof dbits);
    cudaMalloc(&dOut, n * 12 * sizeof(unsigned));
    cudaMemcpy(dIn, bits, sizeof bits, cudaMemcpyHostToDevice);
    cudaMemcpy(dD, dbits, sizeof dbits, cudaMemcpyHostToDevice);
    identities<<<1, n>>>(dIn, dD, dOut, 1.0f, 1.0);
    unsigned out[n * 12];
    cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        printf("%08x:", bits[i]);
        for (int k = 0; k < 12; k++) printf(" %08x", out[i * 12 + k]);
        printf("\n");
    }
    float hv = __builtin_huge_valf();
    double hd = __builtin_huge_val();
    printf("host: %f %f %d %d\n", hv, -hd, std::isinf(hv), hv == HUGE_VALF);
    cudaFree(dIn);
    cudaFree(dD);
    cudaFree(dOut);
    return 0;
}
