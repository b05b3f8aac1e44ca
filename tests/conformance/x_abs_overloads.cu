// abs on every type, in kernels and on the host: C++'s abs(float) and
// abs(double) clear the sign bit like fabs (they do not go through int),
// std::abs of long and long long keeps the width, and abs(INT_MIN) wraps.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <climits>

__global__ void absolute(const float *f, const double *d, const int *i, const long long *l,
                         float *fo, double *dout, int *io, long long *lo, float *mixed, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    fo[t] = abs(f[t]);
    dout[t] = std::abs(d[t]);
    io[t] = abs(i[t]);
    lo[t] = llabs(l[t]) + abs(l[t]);
    // a typical error term: |a - b| in float
    mixed[t] = abs(f[t] - 0.75f) + fabsf(f[t] * 2.0f);
}

int main() {
    const int n = 8;
    float f[n] = {-2.5f, 2.5f, -0.0f, 1e-40f, -1e30f, -INFINITY, 3.75f, -0.125f};
    double d[n] = {-2.5, 1e-310, -0.0, -1e300, 7.0, -INFINITY, -3.14159, 0.5};
    int i[n] = {-7, 7, 0, INT_MIN, INT_MAX, -1, -100000, 42};
    long long l[n] = {-7, LLONG_MIN + 1, 0, -5000000000LL, 5000000000LL, -1, 3, -42};
    float *df, *dfo, *dmixed; double *dd, *ddo; int *di, *dio; long long *dl, *dlo;
    cudaMalloc(&df, sizeof f); cudaMalloc(&dfo, sizeof f); cudaMalloc(&dmixed, sizeof f);
    cudaMalloc(&dd, sizeof d); cudaMalloc(&ddo, sizeof d);
    cudaMalloc(&di, sizeof i); cudaMalloc(&dio, sizeof i);
    cudaMalloc(&dl, sizeof l); cudaMalloc(&dlo, sizeof l);
    cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, d, sizeof d, cudaMemcpyHostToDevice);
    cudaMemcpy(di, i, sizeof i, cudaMemcpyHostToDevice);
    cudaMemcpy(dl, l, sizeof l, cudaMemcpyHostToDevice);
    absolute<<<1, 32>>>(df, dd, di, dl, dfo, ddo, dio, dlo, dmixed, n);
    float fo[n], mixed[n]; double dout[n]; int io[n]; long long lo[n];
    cudaMemcpy(fo, dfo, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(mixed, dmixed, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(dout, ddo, sizeof d, cudaMemcpyDeviceToHost);
    cudaMemcpy(io, dio, sizeof i, cudaMemcpyDeviceToHost);
    cudaMemcpy(lo, dlo, sizeof l, cudaMemcpyDeviceToHost);
    for (int k = 0; k < n; k++) {
        printf("%d gpu: %g %g %d %lld %g | host: %g %g %d %lld %g\n", k, fo[k], dout[k], io[k], lo[k], mixed[k],
               std::abs(f[k]), std::abs(d[k]), abs(i[k] == INT_MIN ? 0 : i[k]), llabs(l[k]) + std::abs(l[k]),
               abs(f[k] - 0.75f) + fabsf(f[k] * 2.0f));
    }
    float worst = 0.0f;
    for (int k = 0; k < n; k++) worst = std::max(worst, abs(fo[k] - std::abs(f[k])));
    printf("max |gpu - host| = %g, signbit(abs(-0.0f)) = %d\n", worst, (int)std::signbit(std::abs(-0.0f)));
    return 0;
}
