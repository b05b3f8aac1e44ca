// NaN bits: nan(tag) and nanf(tag) put a numeric tag in the payload on the host (glibc) and on the
// device; a float's NaN converted from a double keeps its sign; the correctly rounded reciprocal
// square root of a negative number is the canonical NaN.
#include <cstdio>
#include <cstring>
#include <cmath>
__device__ __host__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__device__ __host__ unsigned long long bitsd(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }
__global__ void k(const double *in, const char *tag, unsigned long long *o) {
    double d = in[0]; float m = (float)in[1];
    o[0] = bits((float)d); o[1] = bits(__double2float_rn(d)); o[2] = bits(__frsqrt_rn(m)); o[3] = bits(__double2float_rz(d));
    o[4] = bitsd(nan("")); o[5] = bits(nanf("")); o[6] = bitsd(nan(tag)); o[7] = bits(nanf(tag));
    o[8] = bits(__fsqrt_rn(m)); o[9] = bits(__frcp_rn(0.0f * m * 0.0f / 0.0f)); o[10] = bits(rsqrtf(m)); o[11] = bitsd(__drcp_rn(d));
}
int main() {
    double h[2];
    unsigned long long nb = 0xfff8000000000123ull; memcpy(&h[0], &nb, 8); h[1] = -4.0;
    double *d; unsigned long long *o, ho[12]; char *t;
    cudaMalloc(&d, 16); cudaMalloc(&o, sizeof ho); cudaMalloc(&t, 4);
    cudaMemcpy(d, h, 16, cudaMemcpyHostToDevice); cudaMemcpy(t, "17", 3, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(d, t, o); cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 12; i++) printf("%llx ", ho[i]);
    printf("\nhost %llx %x %llx %x %x\n", bitsd(nan("")), bits(nanf("")), bitsd(nan("17")), bits(nanf("17")), bits((float)h[0]));
    return 0;
}
