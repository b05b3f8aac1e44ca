// isnormal and fpclassify are constexpr host functions of <cmath>: nvcc
// refuses them in device code (without --expt-relaxed-constexpr), where
// isfinite, isinf, isnan and signbit have device versions.
#include <cmath>
#include <cstdio>

__global__ void classify(const float *x, int *out)
{
    int i = threadIdx.x;
    out[i] = isfinite(x[i]) + isnormal(x[i]); // ERROR "isnormal\(\) is a host function; it cannot be called from device code"
    out[i] += fpclassify(x[i]); // ERROR "fpclassify\(\) is a host function; it cannot be called from device code"
}

int main()
{
    printf("%d %d\n", std::isnormal(1.0f), std::fpclassify(0.0) == FP_ZERO);
    return 0;
}
