// CUDA's math_constants.h (CUDART_PI_F, CUDART_PI, CUDART_SQRT_TWO, CUDART_INF_F ...), M_PI
// from math.h, FLT_EPSILON/DBL_EPSILON/FLT_MAX from float.h and INT_MAX family from
// limits.h, used on the device and printed from both sides.
#include <cstdio>
#include <cfloat>
#include <climits>
#include <cmath>
#include <math_constants.h>
#include <cuda_runtime.h>

__global__ void consts(float *f, double *d) {
    f[0] = CUDART_PI_F;
    f[1] = CUDART_PIO2_F;
    f[2] = CUDART_SQRT_HALF_F;
    f[3] = CUDART_INF_F;
    f[4] = FLT_EPSILON;
    f[5] = FLT_MAX;
    f[6] = CUDART_L2E_F;
    d[0] = CUDART_PI;
    d[1] = CUDART_SQRT_TWO;
    d[2] = DBL_EPSILON;
    d[3] = M_PI;
    d[4] = CUDART_LN2;
}

int main() {
    float *df, hf[7];
    double *dd, hd[5];
    cudaMalloc(&df, sizeof hf);
    cudaMalloc(&dd, sizeof hd);
    consts<<<1, 1>>>(df, dd);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 7; i++) printf("%a ", hf[i]);
    printf("\n");
    for (int i = 0; i < 5; i++) printf("%.17g ", hd[i]);
    printf("\n%d %d %u %lld %d %d\n", INT_MAX, INT_MIN, UINT_MAX, LLONG_MAX, SHRT_MAX, CHAR_BIT);
    printf("%g %g %g %d %d\n", FLT_MIN, DBL_MAX, (double)FLT_EPSILON, FLT_DIG, DBL_MANT_DIG);
    cudaFree(df);
    cudaFree(dd);
    return 0;
}
