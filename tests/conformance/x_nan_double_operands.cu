// Which NaN a double instruction returns when several operands are NaNs of
// different signs and payloads: P (+, payload 1), N (-, payload 2) and Q (+,
// payload 3) through DADD, DMUL and DFMA in both orders, with negated
// operands, a negation, fabs, fmin/fmax and the _rn intrinsics. A NaN keeps
// its sign through every one of them (a negated NaN operand is not flipped),
// and which operand's NaN comes out is decided by the NaNs, not by where
// they stand.
#include <cstdio>
#include <cstring>
__device__ unsigned long long b(double x) { return __double_as_longlong(x); }
__global__ void k(const double *v, unsigned long long *o) {
    double P = v[0], N = v[1], one = v[2], two = v[3], Q = v[4];  // P +nan payload 1, N -nan payload 2, Q +nan payload 3
    int i = 0;
    o[i++] = b(P + N); o[i++] = b(N + P); o[i++] = b(P - N); o[i++] = b(N - P);
    o[i++] = b(P * N); o[i++] = b(N * P); o[i++] = b(-P + one); o[i++] = b(one - P);
    o[i++] = b(one - N); o[i++] = b(-(P * one)); o[i++] = b(P * -one);
    o[i++] = b(fma(P, one, N)); o[i++] = b(fma(N, one, P)); o[i++] = b(fma(one, P, N)); o[i++] = b(fma(one, N, P));
    o[i++] = b(fma(P, N, Q)); o[i++] = b(fma(N, P, Q)); o[i++] = b(fma(one, two, P)); o[i++] = b(fma(one, two, N));
    o[i++] = b(fma(-one, P, two)); o[i++] = b(fma(-one, N, two)); o[i++] = b(fma(-P, one, two)); o[i++] = b(fma(-N, one, two));
    o[i++] = b(fma(one, two, -P)); o[i++] = b(fma(one, two, -N)); o[i++] = b(fma(-one, P, Q)); o[i++] = b(fma(-one, N, Q));
    o[i++] = b(fma(-one, P, -Q)); o[i++] = b(fma(P, -one, N)); o[i++] = b(fma(-P, -one, N));
    o[i++] = b(two * P - one * N); o[i++] = b(one * N - two * P); o[i++] = b(two - one * P); o[i++] = b(one * P - two);
    o[i++] = b(-(one * P) - two); o[i++] = b(P / two); o[i++] = b(two / N); o[i++] = b(sqrt(N)); o[i++] = b(fmax(P, N));
    o[i++] = b(fmin(N, P)); o[i++] = b(__dadd_rn(N, P)); o[i++] = b(__dmul_rn(P, N)); o[i++] = b(__fma_rn(N, Q, P));
    o[i++] = b(P + Q); o[i++] = b(Q + P); o[i++] = b(N * Q); o[i++] = b(fabs(N)); o[i++] = b(-N);
    o[63] = i;
}
int main() {
    unsigned long long bits[5] = {0x7ff8000000000001ull, 0xfff8000000000002ull, 0x3ff0000000000000ull, 0x4000000000000000ull, 0x7ff8000000000003ull};
    double h[5]; memcpy(h, bits, sizeof h);
    double *d; unsigned long long *o, r[64];
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof r);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(d, o);
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    for (unsigned i = 0; i < r[63]; ++i) printf("%2u %016llx\n", i, r[i]);
    return 0;
}
