// Tests special floating-point values produced on the device: +inf and -inf from overflow
// and division by zero, NaN detected by comparison (NaN itself is not printed: its sign differs
// between x86 and the GPU), signed zero, float subnormals, FLT_MAX/DBL_MAX-sized results, and
// how printf shows them (inf, -inf, -0.000000, %e of a subnormal).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#include <cfloat>

__global__ void specials(const float *in, float *f, int *flags) {
    float zero = in[0], one = in[1], big = in[2];
    f[0] = one / zero;          // +inf
    f[1] = -one / zero;         // -inf
    f[2] = big * big;           // overflow to +inf
    f[3] = -zero;               // -0
    f[4] = FLT_MIN / 4.0f;      // subnormal
    f[5] = FLT_MAX;
    float nan = zero / zero;
    flags[0] = nan != nan;                    // only NaN compares unequal to itself
    flags[1] = f[0] > FLT_MAX && f[1] < -FLT_MAX;
    flags[2] = nan == nan;
    flags[3] = one / f[3] < 0.0f;             // 1 / -0 is -inf
    flags[4] = f[5] - f[5] == 0.0f;           // finite values only
    flags[5] = f[4] > 0.0f;
}

int main() {
    float hin[3] = {0.0f, 1.0f, 1e30f}, f[6];
    int flags[6];
    float *din, *df;
    int *dflags;
    CHECK(cudaMalloc(&din, sizeof(hin)));
    CHECK(cudaMalloc(&df, sizeof(f)));
    CHECK(cudaMalloc(&dflags, sizeof(flags)));
    CHECK(cudaMemcpy(din, hin, sizeof(hin), cudaMemcpyHostToDevice));
    specials<<<1, 1>>>(din, df, dflags);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(f, df, sizeof(f), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(flags, dflags, sizeof(flags), cudaMemcpyDeviceToHost));
    printf("inf=%f -inf=%f overflow=%f negzero=%f\n", f[0], f[1], f[2], f[3]);
    printf("subnormal=%e FLT_MAX=%e\n", f[4], f[5]);
    printf("%%g: %g %g %g\n", f[0], f[3], f[4]);
    printf("nan!=nan:%d inf:%d nan==nan:%d 1/-0<0:%d FLT_MAX finite:%d subnormal>0:%d\n", flags[0], flags[1],
           flags[2], flags[3], flags[4], flags[5]);
    printf("host: DBL_MAX=%e 1/DBL_MAX=%e\n", DBL_MAX, 1.0 / DBL_MAX);
    CHECK(cudaFree(din));
    CHECK(cudaFree(df));
    CHECK(cudaFree(dflags));
    return 0;
}
