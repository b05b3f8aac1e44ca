// A loop's condition is evaluated last before the loop exits, so an equal
// product or sum after the loop is the condition's value (GVN): rounded
// where the condition's products are shared with the body (the escape test
// of a Mandelbrot loop, whose body reads x*x and y*y again). A break that
// comes before the body changes anything leaves with the condition's
// values too, and the code after the if that holds it sees what the
// condition computed (the body's p*p is the test's).
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
    out[3 * t] = __float_as_uint(r2);
    out[3 * t + 1] = __float_as_uint(sqrtf(x * x + y * y));

    // the break leaves before p and q change: the test's p*p is the
    // body's, and the sum after the loop is the test's
    float p = cx, q = cy;
    for (int k = 0; p * p + q * q < 9.0f; k++) {
        if (k > 30) break;
        p = p * p - q + 0.5f;
        q = q * 0.5f + p * q;
    }
    out[3 * t + 2] = __float_as_uint(p * p + q * q);
}

int main() {
    const int n = 32;
    float hc[2 * n];
    for (int i = 0; i < n; i++) {
        hc[2 * i] = -2.1f + 0.0973f * i;
        hc[2 * i + 1] = -1.05f + 0.0687f * ((i * 7) % n);
    }
    float *dc;
    unsigned *dout, hout[3 * n];
    cudaMalloc(&dc, sizeof hc);
    cudaMalloc(&dout, sizeof hout);
    cudaMemcpy(dc, hc, sizeof hc, cudaMemcpyHostToDevice);
    escape<<<1, n>>>(dc, dout);
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%2d %08x %08x %08x\n", i, hout[3 * i], hout[3 * i + 1], hout[3 * i + 2]);
    return 0;
}
