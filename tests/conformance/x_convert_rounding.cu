// Conversions with an explicit rounding mode, and the implicit ones at their edges, on the
// device: __int2float_rn/rz/ru/rd, __uint2float_*, __ll2float_*, __ull2float_*, __ll2double_*,
// __ull2double_*, __double2float_*, __float2int_*, __float2uint_*, __float2ll_*,
// __double2ll_*, __double2uint_*, with ties, values just past the float mantissa, negative
// values to unsigned (0), halfway cases of the round-to-nearest forms, and the implicit C
// conversions of large 64-bit integers to float and double.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define NV 10

__global__ void convert(const long long *li, const double *dv, unsigned *o32, unsigned long long *o64) {
    int t = threadIdx.x;
    if (t >= NV) return;
    long long l = li[t];
    int i = (int)l;
    unsigned u = (unsigned)l;
    unsigned long long ul = (unsigned long long)l;
    double d = dv[t];
    float f = (float)d;
    unsigned *a = o32 + t * 24;
    unsigned long long *b = o64 + t * 20;
    a[0] = __float_as_uint(__int2float_rn(i));
    a[1] = __float_as_uint(__int2float_rz(i));
    a[2] = __float_as_uint(__int2float_ru(i));
    a[3] = __float_as_uint(__int2float_rd(i));
    a[4] = __float_as_uint(__uint2float_rn(u));
    a[5] = __float_as_uint(__uint2float_rz(u));
    a[6] = __float_as_uint(__uint2float_ru(u));
    a[7] = __float_as_uint(__ll2float_rn(l));
    a[8] = __float_as_uint(__ll2float_rz(l));
    a[9] = __float_as_uint(__ll2float_ru(l));
    a[10] = __float_as_uint(__ll2float_rd(l));
    a[11] = __float_as_uint(__ull2float_rn(ul));
    a[12] = __float_as_uint(__ull2float_rd(ul));
    a[13] = __float_as_uint(__double2float_rn(d));
    a[14] = __float_as_uint(__double2float_rz(d));
    a[15] = __float_as_uint(__double2float_ru(d));
    a[16] = __float_as_uint(__double2float_rd(d));
    a[17] = (unsigned)__float2int_rn(f);
    a[18] = (unsigned)__float2int_rd(f);
    a[19] = __float2uint_rn(f);
    a[20] = __float2uint_ru(f);
    a[21] = __float2uint_rz(f);
    a[22] = __float_as_uint((float)l);
    a[23] = __float_as_uint((float)ul);
    b[0] = __double_as_longlong(__ll2double_rn(l));
    b[1] = __double_as_longlong(__ll2double_rz(l));
    b[2] = __double_as_longlong(__ll2double_ru(l));
    b[3] = __double_as_longlong(__ll2double_rd(l));
    b[4] = __double_as_longlong(__ull2double_rn(ul));
    b[5] = __double_as_longlong(__ull2double_ru(ul));
    b[6] = __double_as_longlong((double)l);
    b[7] = __double_as_longlong((double)ul);
    b[8] = (unsigned long long)__double2ll_rn(d);
    b[9] = (unsigned long long)__double2ll_ru(d);
    b[10] = (unsigned long long)__double2ll_rd(d);
    b[11] = __double2ull_rz(d);
    b[12] = __double2ull_ru(d);
    b[13] = (unsigned long long)__float2ll_rn(f);
    b[14] = (unsigned long long)__float2ll_ru(f);
    b[15] = __float2ull_rd(f);
    b[16] = __double2uint_ru(d);
    b[17] = (unsigned long long)(long long)__double2int_rd(d);
    b[18] = __double2uint_rn(d);
    b[19] = (unsigned long long)(long long)__double2int_ru(d);
}

int main() {
    const long long li[NV] = {16777217LL, -16777217LL, 2147483647LL, -2147483647LL - 1, 9007199254740993LL,
                              -9007199254740993LL, 0x7fffffffffffffffLL, (long long)0x8000008000000001ull,
                              33554435LL, -1LL};
    const double dv[NV] = {2.5, -2.5, 3.5000001, -0.5, 4294967295.5, 1e-46, -1e-46, 3.4028235677973366e38,
                           -7.9999999999999991, 1.5e10};
    long long *dli;
    double *ddv;
    unsigned *d32, h32[NV * 24];
    unsigned long long *d64, h64[NV * 20];
    cudaMalloc(&dli, sizeof li);
    cudaMalloc(&ddv, sizeof dv);
    cudaMalloc(&d32, sizeof h32);
    cudaMalloc(&d64, sizeof h64);
    cudaMemcpy(dli, li, sizeof li, cudaMemcpyHostToDevice);
    cudaMemcpy(ddv, dv, sizeof dv, cudaMemcpyHostToDevice);
    convert<<<1, 32>>>(dli, ddv, d32, d64);
    cudaMemcpy(h32, d32, sizeof h32, cudaMemcpyDeviceToHost);
    cudaMemcpy(h64, d64, sizeof h64, cudaMemcpyDeviceToHost);
    for (int t = 0; t < NV; t++) {
        printf("l=%lld d=%.17g\n  f32:", li[t], dv[t]);
        for (int k = 0; k < 24; k++) printf(" %08x", h32[t * 24 + k]);
        printf("\n  f64:");
        for (int k = 0; k < 20; k++) printf(" %llx", h64[t * 20 + k]);
        printf("\n");
    }
    cudaFree(dli); cudaFree(ddv); cudaFree(d32); cudaFree(d64);
    return 0;
}
