// Lab 1: SAXPY / DAXPY  y = a*x + y   (modern C++ host code)
#include <cstdio>
#include <vector>
#include <numeric>
#include <cmath>
#include <cstring>
#include <cuda_runtime.h>

#define CUDA_OK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    std::printf("error: %s (%s:%d)\n", cudaGetErrorString(e), __FILE__, __LINE__); return 1; } } while (0)

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

// Explicitly non-fused version: multiply rounded separately
__global__ void saxpy_nofma(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __fadd_rn(__fmul_rn(a, x[i]), y[i]);
}

template <typename T>
__global__ void axpy_gs(int n, T a, const T *x, T *y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        y[i] = a * x[i] + y[i];
}

struct Stats {
    double sum = 0.0, sumabs = 0.0;
    float mn = INFINITY, mx = -INFINITY;
    int nonfinite = 0;
};

template <typename T>
Stats stats(const std::vector<T> &v)
{
    Stats s;
    for (T e : v) {
        if (!std::isfinite((double)e)) { s.nonfinite++; continue; }
        s.sum += (double)e;
        s.sumabs += std::fabs((double)e);
        s.mn = std::fmin(s.mn, (float)e);
        s.mx = std::fmax(s.mx, (float)e);
    }
    return s;
}

int main()
{
    const int N = 1 << 20;
    std::vector<float> x(N), y(N);
    for (int i = 0; i < N; ++i) {
        x[i] = 1.0f + (float)(i % 1000) * 1e-3f;
        y[i] = 2.0f - (float)(i % 777) * 3e-4f;
    }
    x[0] = 1.0f + 0x1p-23f;  y[0] = -1.0f;   // fma-sensitive
    x[1] = NAN;             y[1] = 1.0f;
    x[2] = INFINITY;        y[2] = -INFINITY;
    x[3] = 1e-40f;          y[3] = 0.0f;     // denormal input
    x[4] = -3.0e38f;        y[4] = -3.0e38f;

    float *dx, *dy;
    CUDA_OK(cudaMalloc(&dx, N * sizeof(float)));
    CUDA_OK(cudaMalloc(&dy, N * sizeof(float)));
    CUDA_OK(cudaMemcpy(dx, x.data(), N * sizeof(float), cudaMemcpyHostToDevice));

    const float alphas[] = {2.0f, -0.5f, 1.0f + 0x1p-23f, 0.0f, 3.14159265f};
    for (float a : alphas) {
        std::vector<float> r1(N), r2(N);
        CUDA_OK(cudaMemcpy(dy, y.data(), N * sizeof(float), cudaMemcpyHostToDevice));
        saxpy<<<(N + 255) / 256, 256>>>(N, a, dx, dy);
        CUDA_OK(cudaGetLastError());
        CUDA_OK(cudaMemcpy(r1.data(), dy, N * sizeof(float), cudaMemcpyDeviceToHost));

        CUDA_OK(cudaMemcpy(dy, y.data(), N * sizeof(float), cudaMemcpyHostToDevice));
        saxpy_nofma<<<(N + 255) / 256, 256>>>(N, a, dx, dy);
        CUDA_OK(cudaMemcpy(r2.data(), dy, N * sizeof(float), cudaMemcpyDeviceToHost));

        int diff = 0;
        for (int i = 0; i < N; ++i)
            if (std::memcmp(&r1[i], &r2[i], 4) != 0) diff++;
        Stats s = stats(r1);
        std::printf("a=%a (%.9g): sum=%.17g sumabs=%.17g min=%.9g max=%.9g nonfinite=%d fma_vs_nofma_diffs=%d\n",
                    a, a, s.sum, s.sumabs, s.mn, s.mx, s.nonfinite, diff);
        for (int i = 0; i < 6; ++i)
            std::printf("   y[%d]: fma=%a nofma=%a\n", i, r1[i], r2[i]);
        std::printf("   y[N-1]=%.9g y[12345]=%.9g\n", r1[N - 1], r1[12345]);
    }

    // Double precision with grid-stride, odd size
    const int M = 999;
    std::vector<double> xd(M), yd(M);
    for (int i = 0; i < M; ++i) {
        xd[i] = std::sqrt((double)i) / 3.0;
        yd[i] = (i % 2 ? -1.0 : 1.0) / (double)(i + 1);
    }
    double *dxd, *dyd;
    CUDA_OK(cudaMalloc(&dxd, M * sizeof(double)));
    CUDA_OK(cudaMalloc(&dyd, M * sizeof(double)));
    CUDA_OK(cudaMemcpy(dxd, xd.data(), M * sizeof(double), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpy(dyd, yd.data(), M * sizeof(double), cudaMemcpyHostToDevice));
    axpy_gs<double><<<2, 64>>>(M, 1.0 / 7.0, dxd, dyd);
    axpy_gs<double><<<5, 32>>>(M, -2.5, dxd, dyd);
    CUDA_OK(cudaMemcpy(yd.data(), dyd, M * sizeof(double), cudaMemcpyDeviceToHost));
    double acc = std::accumulate(yd.begin(), yd.end(), 0.0);
    std::printf("daxpy: sum=%.17g\n", acc);
    for (int i : {0, 1, 2, 10, 500, 997, 998})
        std::printf("   yd[%d]=%.17g\n", i, yd[i]);

    cudaFree(dx); cudaFree(dy); cudaFree(dxd); cudaFree(dyd);
    return 0;
}
