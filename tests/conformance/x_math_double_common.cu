// The double-precision functions course programs use most, on the device, printed with %.17g
// so that every bit shows: log, log2, log10, log1p, expm1, pow, cbrt, hypot, atan, atan2,
// asin, acos, sinh, cosh, tanh, erf, tan, exp10, over arguments from tiny to large.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define NX 12
#define NFN 18

__global__ void fns(const double *xs, double *out) {
    int t = threadIdx.x;
    if (t >= NX) return;
    double x = xs[t], ax = fabs(x);
    double *o = out + t * NFN;
    o[0] = log(ax);
    o[1] = log2(ax);
    o[2] = log10(ax);
    o[3] = log1p(ax);
    o[4] = expm1(x * 0.125);
    o[5] = pow(ax, 0.37);
    o[6] = pow(1.0001 + ax * 1e-3, x);
    o[7] = cbrt(x);
    o[8] = hypot(x, 1.5);
    o[9] = atan(x);
    o[10] = atan2(x, -0.75);
    o[11] = asin(x / 1000.0);
    o[12] = acos(x / 1000.0);
    o[13] = sinh(x * 0.1);
    o[14] = cosh(x * 0.1);
    o[15] = tanh(x * 0.3);
    o[16] = erf(x * 0.2);
    o[17] = tan(x) + exp10(x * 0.01);
}

int main() {
    const double xs[NX] = {1e-9, 0.1, 0.5, 1.0, 1.7, 2.718281828459045, 3.0, 7.25, -12.5, 99.9, 314.159, -777.0};
    double *dx, *dout, out[NX * NFN];
    cudaMalloc(&dx, sizeof xs);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    fns<<<1, 32>>>(dx, dout);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    const char *names[NFN] = {"log", "log2", "log10", "log1p", "expm1", "pow", "pow2", "cbrt", "hypot",
                              "atan", "atan2", "asin", "acos", "sinh", "cosh", "tanh", "erf", "tan+exp10"};
    for (int t = 0; t < NX; t++) {
        printf("x = %.17g\n", xs[t]);
        for (int k = 0; k < NFN; k++) printf("  %-9s %.17g\n", names[k], out[t * NFN + k]);
    }
    cudaFree(dx);
    cudaFree(dout);
    return 0;
}
