// The modified Bessel functions of the first kind, cyl_bessel_i0f/i1f and
// cyl_bessel_i0/i1, across both of libdevice's ranges and their edges: zero
// and its sign, the polynomial's end (9 and 8.085 for the floats, 11 and
// 11.05 for the doubles), the overflow, infinities and NaN. A Kaiser
// window, the functions' everyday use, closes the table.
#include <cstdio>
#include <cmath>

__global__ void bessels(const double *xs, int n, float *f0, float *f1, double *d0, double *d1) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = (float)xs[i];
    f0[i] = cyl_bessel_i0f(x);
    f1[i] = cyl_bessel_i1f(x);
    d0[i] = cyl_bessel_i0(xs[i]);
    d1[i] = cyl_bessel_i1(xs[i]);
}

__global__ void kaiser(float *w, int taps, float beta) {
    int k = threadIdx.x;
    if (k >= taps) return;
    float r = 2.0f * k / (taps - 1) - 1.0f;
    w[k] = cyl_bessel_i0f(beta * sqrtf(1.0f - r * r)) / cyl_bessel_i0f(beta);
}

int main() {
    const int n = 96;
    double xs[n];
    const double edges[] = {0.0, -0.0, 1e-300, 1e-20, 0.5, -1.25, 3.0, 8.0, 8.084, 8.085, 8.0851, -8.09, 8.999999, 9.0,
                            -9.0, 10.5, 11.0, 11.049, 11.05, 11.06, -12.5, 20.0, 50.0, 88.0, 89.5, 90.0, 100.0, 700.0,
                            709.0, 713.9, 714.0, 750.0, 1e10, 4e37, 5e37, INFINITY, -INFINITY, NAN};
    const int ne = sizeof edges / sizeof edges[0];
    for (int i = 0; i < n; i++) xs[i] = i < ne ? edges[i] : (i - ne) * 0.37 - 4.1;
    double *dx, *d0, *d1;
    float *f0, *f1, *w;
    cudaMalloc(&dx, n * sizeof(double));
    cudaMalloc(&d0, n * sizeof(double));
    cudaMalloc(&d1, n * sizeof(double));
    cudaMalloc(&f0, n * sizeof(float));
    cudaMalloc(&f1, n * sizeof(float));
    cudaMalloc(&w, 32 * sizeof(float));
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    bessels<<<3, 32>>>(dx, n, f0, f1, d0, d1);
    kaiser<<<1, 32>>>(w, 31, 8.6f);
    float hf0[n], hf1[n], hw[32];
    double hd0[n], hd1[n];
    cudaMemcpy(hf0, f0, sizeof hf0, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf1, f1, sizeof hf1, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd0, d0, sizeof hd0, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd1, d1, sizeof hd1, cudaMemcpyDeviceToHost);
    cudaMemcpy(hw, w, sizeof hw, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%-12g i0f=%a i1f=%a i0=%a i1=%a\n", xs[i], hf0[i], hf1[i], hd0[i], hd1[i]);
    for (int k = 0; k < 31; k++) printf("w[%2d]=%.9g\n", k, hw[k]);
    return 0;
}
