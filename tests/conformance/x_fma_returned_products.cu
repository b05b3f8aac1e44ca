// A helper's returned product meets the caller's add: nvcc inlines the helper
// (loops and all), and the product of its returns, sunk into the block where
// they meet, fuses with the caller's sum; a helper that touches no memory,
// called twice alike, is one call whose product then has two uses and stays
// rounded. Recorded on the H200 as probe fr_01.
#include <cstdio>
#define EPS 3.0e-16
__device__ double one(double a, double x) {
    double gln = lgamma(a), ap = a, del = 1.0 / a, sum = del;
    for (int n = 1; n <= 200; n++) { ++ap; del *= x / ap; sum += del; if (fabs(del) < fabs(sum) * EPS) break; }
    return sum * exp(-x + a * log(x) - gln);
}
__device__ double two(double a, double x, int *it) {
    double gln = lgamma(a), ap = a, del = 1.0 / a, sum = del;
    for (int n = 1; n <= 200; n++) { ++ap; del *= x / ap; sum += del; if (fabs(del) < fabs(sum) * EPS) { *it = n; return sum * exp(-x + a * log(x) - gln); } }
    *it = -1;
    return sum * exp(-x + a * log(x) - gln);
}
__device__ double mixed(double a, double x) {
    double ap = a, del = 1.0 / a, sum = del;
    for (int n = 1; n <= 200; n++) { ++ap; del *= x / ap; sum += del; if (fabs(del) < fabs(sum) * EPS) return sum * x; }
    return a * sum;
}
__device__ double notProduct(double a, double x) {
    double ap = a, del = 1.0 / a, sum = del;
    for (int n = 1; n <= 200; n++) { ++ap; del *= x / ap; sum += del; if (fabs(del) < fabs(sum) * EPS) break; }
    return sum + x;
}
__device__ float onef(float a, float x) {
    float s = 0.f, t = 1.f;
    for (int n = 0; n < 12; n++) { t *= x / (a + n); s += t; }
    return s * expf(-x);
}
__global__ void k(const double *as, const double *xs, double *o, float *of, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    double a = as[i], x = xs[i];
    int it;
    o[8 * i + 0] = 1.0 - one(a, x);
    o[8 * i + 1] = 1.0 - two(a, x, &it);
    o[8 * i + 2] = 1.0 - mixed(a, x);
    o[8 * i + 3] = 1.0 - notProduct(a, x) * 0.25;
    double acc = 0.125;
    for (int r = 0; r < 3; r++) acc += one(a + r, x);
    o[8 * i + 4] = acc;
    double v = one(a, x);
    o[8 * i + 5] = x - v;
    o[8 * i + 6] = (x > 1.0) ? 2.0 - one(a, x) : 0.5 + two(a, x, &it);
    o[8 * i + 7] = it;
    of[i] = 1.0f - onef((float)a, (float)x);
}
int main() {
    const int n = 24;
    double as[n], xs[n], o[8 * n];
    float of[n];
    for (int i = 0; i < n; i++) { as[i] = 0.5 + 0.37 * i; xs[i] = 0.3 + 0.21 * (i % 7) + 0.05 * i; }
    double *da, *dx, *d;
    float *df;
    cudaMalloc(&da, sizeof as); cudaMalloc(&dx, sizeof xs); cudaMalloc(&d, sizeof o); cudaMalloc(&df, sizeof of);
    cudaMemcpy(da, as, sizeof as, cudaMemcpyHostToDevice);
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(da, dx, d, df, n);
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(of, df, sizeof of, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%2d %a %a %a %a %a %a %a %g %a\n", i, o[8 * i], o[8 * i + 1], o[8 * i + 2], o[8 * i + 3], o[8 * i + 4], o[8 * i + 5], o[8 * i + 6], o[8 * i + 7], of[i]);
    return 0;
}
