// Tests float versus double arithmetic (IEEE single where C says float) and printf
// formatting of both: %f, %.2f, %e, %g, %.9g, %.17g, %a-free widths, and float promoted to
// double in printf. Device code uses only exact or correctly rounded operations (+,-,*,/ and
// sqrt) so the host and the GPU agree to the last bit.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void arith(float *f, double *d) {
    float a = 0.1f, b = 0.2f;
    f[0] = a + b;
    f[1] = 1.0f / 3.0f;
    f[2] = 16777216.0f + 1.0f;   // 2^24 + 1 is not representable in float
    f[3] = 1e30f * 10.0f;
    f[4] = sqrtf(2.0f);
    f[5] = 7.0f / 0.5f;
    double x = 0.1, y = 0.2;
    d[0] = x + y;
    d[1] = 1.0 / 3.0;
    d[2] = 16777216.0 + 1.0;
    d[3] = 1e300 * 10.0;
    d[4] = sqrt(2.0);
    d[5] = (double)(0.1f);       // float rounding made visible
}

int main() {
    float hf[6];
    double hd[6];
    float *df;
    double *dd;
    CHECK(cudaMalloc(&df, sizeof(hf)));
    CHECK(cudaMalloc(&dd, sizeof(hd)));
    arith<<<1, 1>>>(df, dd);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 6; i++)
        printf("f[%d]: %f | %.2f | %e | %g | %.9g\n", i, hf[i], hf[i], hf[i], hf[i], hf[i]);
    for (int i = 0; i < 6; i++)
        printf("d[%d]: %f | %.2f | %e | %g | %.17g\n", i, hd[i], hd[i], hd[i], hd[i], hd[i]);
    float hostSum = 0.1f + 0.2f;
    printf("host float 0.1f+0.2f == device: %s\n", hostSum == hf[0] ? "yes" : "no");
    printf("0.1f+0.2f == 0.3f: %d, 0.1+0.2 == 0.3: %d\n", hf[0] == 0.3f, hd[0] == 0.3);
    printf("%10.3f|%-10.3f|%+.1e|%G\n", 3.14159, 2.71828, 12345.678, 0.000012345);
    printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -0.5);
    CHECK(cudaFree(df));
    CHECK(cudaFree(dd));
    return 0;
}
