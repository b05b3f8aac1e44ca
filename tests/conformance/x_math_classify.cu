// Classifying floating-point values: fpclassify and isnormal on the host
// (constexpr host functions, which nvcc refuses in device code), isfinite,
// isinf, isnan and signbit in a kernel, for floats and doubles around the
// edges numeric_limits names (through an alias).
#include <cstdio>
#include <cmath>
#include <limits>
#include <cfloat>

using flim = std::numeric_limits<float>;
typedef std::numeric_limits<double> dlim;

static const char *className(int c)
{
    switch (c) {
    case FP_NAN: return "nan";
    case FP_INFINITE: return "inf";
    case FP_ZERO: return "zero";
    case FP_SUBNORMAL: return "sub";
    case FP_NORMAL: return "normal";
    }
    return "?";
}

__global__ void classify(const float *x, const double *y, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float f = x[i];
    double d = y[i];
    out[i] = (fabsf(f) >= FLT_MIN ? 1 : 0) | (isfinite(f) ? 2 : 0) | (isinf(f) ? 4 : 0) | (isnan(f) ? 8 : 0) |
             (signbit(f) ? 16 : 0) | (isinf(d) ? 32 : 0) | (isfinite(d) ? 64 : 0) | (signbit(d) ? 128 : 0);
}

int main()
{
    const int n = 12;
    float hx[n] = {0.0f, -0.0f, 1.0f, -2.5f, flim::min(), flim::min() / 2, flim::denorm_min(),
                   flim::max(), flim::infinity(), -flim::infinity(), flim::quiet_NaN(),
                   -flim::epsilon()};
    double hy[n] = {0.0, -0.0, 1.0, -2.5, dlim::min(), dlim::min() / 4, dlim::denorm_min(),
                    dlim::max(), dlim::infinity(), (double)flim::min() / 2, dlim::quiet_NaN(),
                    -dlim::epsilon()};
    for (int i = 0; i < n; i++) {
        printf("%2d  f=%-14.6g %-6s normal=%d  d=%-14.6g %-6s normal=%d\n", i, hx[i],
               className(std::fpclassify(hx[i])), (int)std::isnormal(hx[i]), hy[i],
               className(std::fpclassify(hy[i])), (int)std::isnormal(hy[i]));
    }
    printf("digits: float %d/%d, double %d/%d\n", flim::digits, flim::max_digits10, dlim::digits,
           dlim::max_digits10);

    float *dx;
    double *dy;
    int *dout;
    cudaMalloc(&dx, sizeof hx);
    cudaMalloc(&dy, sizeof hy);
    cudaMalloc(&dout, n * sizeof(int));
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
    classify<<<1, 32>>>(dx, dy, dout, n);
    int hout[n];
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("device %2d: flags 0x%02x\n", i, hout[i]);
    cudaFree(dx);
    cudaFree(dy);
    cudaFree(dout);
    return 0;
}
