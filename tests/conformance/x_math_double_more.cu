// Double-precision math on the device: the same functions in double, printed with %.15g,
// plus fma, __dadd_rn family, __double2int_rn, __double_as_longlong, __hiloint2double and
// __double2hiint/__double2loint.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define ND 20
__global__ void mathD(const double *x, double *out, long long *lo, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    double *o = out + i * ND;
    double s, c;
    sincos(v, &s, &c);
    o[0] = s; o[1] = c;
    o[2] = exp(v); o[3] = log1p(fabs(v)); o[4] = expm1(v * 0.1);
    o[5] = sqrt(fabs(v)); o[6] = cbrt(v); o[7] = hypot(v, 2.0);
    o[8] = atan2(v, -1.5); o[9] = pow(fabs(v), 1.5); o[10] = erf(v * 0.3);
    o[11] = tgamma(fabs(v) + 0.25); o[12] = fmod(v, 0.7); o[13] = remainder(v, 0.7);
    o[14] = fma(v, v, -1.0); o[15] = __dadd_rn(v, 0.1); o[16] = __dmul_rn(v, 0.3);
    o[17] = floor(v) + ceil(v); o[18] = asinh(v); o[19] = tanh(v * 0.5);
    lo[i * 4 + 0] = __double2int_rn(v * 3.5);
    lo[i * 4 + 1] = __double_as_longlong(v);
    lo[i * 4 + 2] = __double2hiint(v) ^ __double2loint(v);
    lo[i * 4 + 3] = __double_as_longlong(__hiloint2double(__double2hiint(v), 7));
}

int main() {
    const double xs[] = {0.0, 0.5, -1.25, 2.0, 3.141592653589793, -10.5, 100.0, 1e-8};
    const int n = sizeof xs / sizeof xs[0];
    double *dx, *dout, out[n * ND];
    long long *dl, lo[n * 4];
    cudaMalloc(&dx, sizeof xs);
    cudaMalloc(&dout, sizeof out);
    cudaMalloc(&dl, sizeof lo);
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    mathD<<<1, 32>>>(dx, dout, dl, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(lo, dl, sizeof lo, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        printf("x=%g:", xs[i]);
        for (int k = 0; k < ND; k++) printf(" %.15g", out[i * ND + k]);
        printf("\n   %lld %llx %llx %llx\n", lo[i * 4], lo[i * 4 + 1], lo[i * 4 + 2], lo[i * 4 + 3]);
    }
    cudaFree(dx); cudaFree(dout); cudaFree(dl);
    return 0;
}
