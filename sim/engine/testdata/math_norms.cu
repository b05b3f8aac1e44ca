// CUDA's norm functions, fdividef, erfcx and the integer-order Bessel functions
// (values: J2(3) = 0.4860912606, Y2(3) = -0.1604003935, erfcx(3) = 0.1790011511; erfcxf(3) is
// libdevice's float, 0.179001138 = 0x3E374C13, which tests/gpu/math/rare.cu's recording
// confirms for libdevice.Erfcxf; ynf(2, 3) is libdevice's recurrence (2/3) y1f(3) - y0f(3) in
// float, -0.16040051 = 0xBE244008, which tests/gpu/math/bessel_n.cu's recording confirms for
// libdevice.Ynf).
#include <cstdio>
#include <cmath>

__global__ void k(float x, double d) {
    printf("%f %f %f %f\n", rhypotf(x, 4.0f), norm3df(x, 4.0f, 12.0f), rnorm3df(x, 4.0f, 12.0f),
           norm4df(x, 4.0f, 12.0f, 84.0f));
    printf("%f %f %f %f\n", rhypot(d, 4.0), norm3d(d, 4.0, 12.0), rnorm4d(d, 4.0, 12.0, 84.0), norm3df(INFINITY, NAN, 1.0f));
    printf("%f %.7f %.7f %.7f\n", fdividef(x, 2.0f), erfcxf(x), jn(2, d), ynf(2, x));
}

int main() {
    k<<<1, 1>>>(3.0f, 3.0);
    cudaDeviceSynchronize();
    return 0;
}

// Output:
// 0.200000 13.000000 0.076923 85.000000
// 0.200000 13.000000 0.011765 inf
// 1.500000 0.1790011 0.4860913 -0.1604005
