// cuComplex.h: complex arithmetic in float and double on the device and
// the host (products, scaled quotients, moduli, conjugates, cuCfma), and a
// small discrete Fourier transform that accumulates complex products.
#include <cstdio>
#include <cmath>
#include <cuComplex.h>

#define N 16

__global__ void complexOps(const cuFloatComplex *a, const cuFloatComplex *b, cuFloatComplex *out, float *mod, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    cuFloatComplex x = a[i], y = b[i];
    out[4 * i] = cuCmulf(x, y);
    out[4 * i + 1] = cuCdivf(x, y);
    out[4 * i + 3] = cuCsubf(cuCaddf(x, y), make_cuComplex(0.5f, -0.25f));
    mod[i] = cuCabsf(x) + cuCabsf(cuCdivf(y, x));
}

// cuCfmaf in a kernel of its own: beside cuCmulf of the same operands,
// which products ptxas keeps rounded for both is a matter of shared
// products (see tests/randprog/testdata/known_failures.txt)
__global__ void complexFma(const cuFloatComplex *a, const cuFloatComplex *b, cuFloatComplex *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[4 * i + 2] = cuCfmaf(a[i], b[i], cuConjf(a[i]));
}

__global__ void complexOpsDouble(const cuDoubleComplex *a, const cuDoubleComplex *b, cuDoubleComplex *out, double *mod, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    cuDoubleComplex x = a[i], y = b[i];
    out[3 * i] = cuCmul(x, y);
    out[3 * i + 1] = cuCdiv(x, y);
    out[3 * i + 2] = cuCfma(x, y, cuConj(y));
    mod[i] = cuCabs(cuCsub(x, y));
}

// X[k] = sum_t x[t] e^{-2 pi i k t / N}, one output per thread
__global__ void dft(const cuFloatComplex *x, cuFloatComplex *X) {
    int k = threadIdx.x;
    cuFloatComplex acc = make_cuFloatComplex(0.0f, 0.0f);
    for (int t = 0; t < N; ++t) {
        float angle = -2.0f * 3.14159265f * (float)(k * t) / N;
        cuFloatComplex w = make_cuFloatComplex(cosf(angle), sinf(angle));
        acc = cuCaddf(acc, cuCmulf(x[t], w));
    }
    X[k] = acc;
}

int main() {
    cuFloatComplex a[N], b[N];
    cuDoubleComplex ad[N], bd[N];
    for (int i = 0; i < N; ++i) {
        float s = (i % 4 == 3) ? 1e30f : ((i % 4 == 2) ? 1e-30f : 1.0f);
        a[i] = make_cuFloatComplex((i - 7) * 0.37f * s, (i * i % 11 - 5) * 0.61f * s);
        b[i] = make_cuFloatComplex((3 - i) * 1.13f, (i % 5 + 1) * 0.29f * s);
        ad[i] = cuComplexFloatToDouble(a[i]);
        bd[i] = make_cuDoubleComplex((3 - i) * 1.13, (i % 5 + 1) * 0.29e10);
    }
    a[5] = make_cuFloatComplex(0.0f, 0.0f);
    cuFloatComplex *da, *db, *dout, *dx, *dX;
    cuDoubleComplex *dad, *dbd, *doutd;
    float *dmod;
    double *dmodd;
    cudaMalloc(&da, sizeof(a));
    cudaMalloc(&db, sizeof(b));
    cudaMalloc(&dout, 4 * sizeof(a));
    cudaMalloc(&dmod, N * sizeof(float));
    cudaMalloc(&dad, sizeof(ad));
    cudaMalloc(&dbd, sizeof(bd));
    cudaMalloc(&doutd, 3 * sizeof(ad));
    cudaMalloc(&dmodd, N * sizeof(double));
    cudaMalloc(&dx, sizeof(a));
    cudaMalloc(&dX, sizeof(a));
    cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof(b), cudaMemcpyHostToDevice);
    cudaMemcpy(dad, ad, sizeof(ad), cudaMemcpyHostToDevice);
    cudaMemcpy(dbd, bd, sizeof(bd), cudaMemcpyHostToDevice);
    complexOps<<<1, 32>>>(da, db, dout, dmod, N);
    complexFma<<<1, 32>>>(da, db, dout, N);
    complexOpsDouble<<<1, 32>>>(dad, dbd, doutd, dmodd, N);
    cuFloatComplex out[4 * N];
    cuDoubleComplex outd[3 * N];
    float mod[N];
    double modd[N];
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    cudaMemcpy(mod, dmod, sizeof(mod), cudaMemcpyDeviceToHost);
    cudaMemcpy(outd, doutd, sizeof(outd), cudaMemcpyDeviceToHost);
    cudaMemcpy(modd, dmodd, sizeof(modd), cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) {
        printf("%2d f:", i);
        for (int k = 0; k < 4; ++k) printf(" (%.7g, %.7g)", cuCrealf(out[4 * i + k]), cuCimagf(out[4 * i + k]));
        printf(" |%.7g|\n   d:", mod[i]);
        for (int k = 0; k < 3; ++k) printf(" (%.15g, %.15g)", cuCreal(outd[3 * i + k]), cuCimag(outd[3 * i + k]));
        printf(" |%.15g|\n", modd[i]);
        // the host's own results, from its compiler
        cuFloatComplex hp = cuCmulf(a[i], b[i]), hq = cuCdivf(a[i], b[i]);
        printf("   host: (%.7g, %.7g) (%.7g, %.7g) |%.7g| |%.15g|\n", cuCrealf(hp), cuCimagf(hp), cuCrealf(hq), cuCimagf(hq),
               cuCabsf(a[i]), cuCabs(cuCdiv(ad[i], bd[i])));
    }
    cuFloatComplex x[N];
    for (int t = 0; t < N; ++t) x[t] = make_cuFloatComplex((t % 4) - 1.5f, (t % 3 == 0) ? 1.0f : 0.0f);
    cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice);
    dft<<<1, N>>>(dx, dX);
    cuFloatComplex X[N];
    cudaMemcpy(X, dX, sizeof(X), cudaMemcpyDeviceToHost);
    for (int k = 0; k < N; ++k) printf("X[%2d] = %+.6f %+.6fi  |X| = %.6f\n", k, cuCrealf(X[k]), cuCimagf(X[k]), cuCabsf(X[k]));
    return 0;
}
