// A loop's condition is evaluated last before the loop exits, so an equal
// product or sum after the loop is the condition's value (GVN): rounded
// where the condition's products are shared with the body (the escape test
// of a Mandelbrot loop, whose body reads x*x and y*y again), fused where
// they are not. A break leaves the loop without the condition, and the
// expression after it is computed afresh.
#include <cstdio>

__global__ void escape(const float *cs, unsigned *out) {
    int t = threadIdx.x;
    float cx = cs[2 * t], cy = cs[2 * t + 1];
    float x = 0.0f, y = 0.0f;
    int n = 0;
    // x*x and y*y are read by the test and by the body: rounded in both
    while (n < 64 && x * x + y * y <= 4.0f) {
        float xt = x * x - y * y + cx;
        y = 2.0f * x * y + cy;
        x = xt;
        ++n;
    }
    float r2 = 0.0f;
    if (n < 64) r2 = x * x + y * y; // the test's last value
    out[4 * t] = __float_as_uint(r2);
    out[4 * t + 1] = __float_as_uint(sqrtf(x * x + y * y));

    // the test's products are read by the test alone: its sum is fused,
    // and so is the same sum after the loop
    float a = cx, b = cy;
    int m = 0;
    for (; a * a + b * 0.75f < 3.0f && m < 40; m++) {
        a = a * 1.0625f + 0.125f;
        b = b + 0.3f;
    }
    out[4 * t + 2] = __float_as_uint(a * a + b * 0.75f);

    // a break leaves the loop elsewhere: the sum after it is its own
    float p = cx, q = cy;
    for (int k = 0; p * p + q * q < 9.0f; k++) {
        if (k > 30) break;
        p = p * p - q + 0.5f;
        q = q * 0.5f + p * q;
    }
    out[4 * t + 3] = __float_as_uint(p * p + q * q);
}

int main() {
    const int n = 32;
    float hc[2 * n];
    for (int i = 0; i < n; i++) {
        hc[2 * i] = -2.1f + 0.0973f * i;
        hc[2 * i + 1] = -1.05f + 0.0687f * ((i * 7) % n);
    }
    float *dc;
    unsigned *dout, hout[4 * n];
    cudaMalloc(&dc, sizeof hc);
    cudaMalloc(&dout, sizeof hout);
    cudaMemcpy(dc, hc, sizeof hc, cudaMemcpyHostToDevice);
    escape<<<1, n>>>(dc, dout);
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%2d %08x %08x %08x %08x\n", i, hout[4 * i], hout[4 * i + 1], hout[4 * i + 2], hout[4 * i + 3]);
    return 0;
}
