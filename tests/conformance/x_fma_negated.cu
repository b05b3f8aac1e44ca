// Sums with a negated product: LLVM rewrites -a + b and b + -a as b - a
// before nvcc fuses, so -(x*y) + z is one fma(-x, y, z) on the H200, as
// z - x*y is, while -(x*y) - z and z - -(x*y) keep their own shapes. One
// expression per kernel, so that no product is shared.
#include <cstdio>
#include <cstring>

#define N 32

__global__ void negSum(const float *a, const float *b, const float *c, float *o) { int i = threadIdx.x; o[i] = -(a[i] * b[i]) + c[i]; }
__global__ void sumNeg(const float *a, const float *b, const float *c, float *o) { int i = threadIdx.x; o[i] = c[i] + -(a[i] * b[i]); }
__global__ void negFactor(const float *a, const float *b, const float *c, float *o) { int i = threadIdx.x; o[i] = -a[i] * b[i] + c[i]; }
__global__ void negLocal(const float *a, const float *b, const float *c, float *o) {
    int i = threadIdx.x;
    float p = a[i] * b[i];
    o[i] = -p + c[i];
}
__global__ void negMinus(const float *a, const float *b, const float *c, float *o) { int i = threadIdx.x; o[i] = -(a[i] * b[i]) - c[i]; }
__global__ void minusNeg(const float *a, const float *b, const float *c, float *o) { int i = threadIdx.x; o[i] = c[i] - -(a[i] * b[i]); }
__global__ void negTwo(const float *a, const float *b, const float *c, float *o) { int i = threadIdx.x; o[i] = -(a[i] * b[i]) + -(c[i] * a[i]); }
__global__ void negThenSum(const float *a, const float *b, const float *c, float *o) {
    int i = threadIdx.x;
    float r = a[i] * c[i] + a[i];
    r = -(b[i] * c[i]) + r;
    o[i] = r;
}
__global__ void negSumD(const double *a, const double *b, const double *c, double *o) { int i = threadIdx.x; o[i] = -(a[i] * b[i]) + c[i]; }
__global__ void sumNegD(const double *a, const double *b, const double *c, double *o) { int i = threadIdx.x; o[i] = c[i] + -(a[i] * b[i]); }

int main() {
    float a[N], b[N], c[N], o[N];
    double ad[N], bd[N], cd[N], od[N];
    for (int i = 0; i < N; ++i) {
        a[i] = (i - 13) * 0.377f + 0.01f * (i % 3);
        b[i] = 1.0f / (i + 1.5f) - 0.23f;
        c[i] = (i % 5 - 2) * 0.9173f + a[i] * b[i] * 0.999f;
        ad[i] = (i - 13) * 0.377 + 1e-9 * i;
        bd[i] = 1.0 / (i + 1.5) - 0.23;
        cd[i] = ad[i] * bd[i] * (1.0 + 1e-12 * (i % 7));
    }
    float *da, *db, *dc, *dout;
    double *dad, *dbd, *dcd, *doutd;
    cudaMalloc(&da, sizeof(a));
    cudaMalloc(&db, sizeof(b));
    cudaMalloc(&dc, sizeof(c));
    cudaMalloc(&dout, sizeof(o));
    cudaMalloc(&dad, sizeof(ad));
    cudaMalloc(&dbd, sizeof(bd));
    cudaMalloc(&dcd, sizeof(cd));
    cudaMalloc(&doutd, sizeof(od));
    cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof(b), cudaMemcpyHostToDevice);
    cudaMemcpy(dc, c, sizeof(c), cudaMemcpyHostToDevice);
    cudaMemcpy(dad, ad, sizeof(ad), cudaMemcpyHostToDevice);
    cudaMemcpy(dbd, bd, sizeof(bd), cudaMemcpyHostToDevice);
    cudaMemcpy(dcd, cd, sizeof(cd), cudaMemcpyHostToDevice);
    void (*kernels[])(const float *, const float *, const float *, float *) = {negSum, sumNeg, negFactor, negLocal, negMinus, minusNeg, negTwo, negThenSum};
    const char *names[] = {"-(a*b) + c", "c + -(a*b)", "-a*b + c", "p = a*b; -p + c", "-(a*b) - c", "c - -(a*b)", "-(a*b) + -(c*a)", "r = a*c + a; -(b*c) + r"};
    for (int k = 0; k < 8; ++k) {
        kernels[k]<<<1, N>>>(da, db, dc, dout);
        cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
        unsigned sum = 2166136261u;
        printf("%-24s", names[k]);
        for (int i = 0; i < N; ++i) {
            unsigned bits;
            memcpy(&bits, &o[i], 4);
            sum = ((sum << 5) | (sum >> 27)) ^ bits;
            if (i % 8 == 3) printf(" %08x", bits);
        }
        printf("  hash %08x\n", sum);
    }
    void (*dkernels[])(const double *, const double *, const double *, double *) = {negSumD, sumNegD};
    for (int k = 0; k < 2; ++k) {
        dkernels[k]<<<1, N>>>(dad, dbd, dcd, doutd);
        cudaMemcpy(od, doutd, sizeof(od), cudaMemcpyDeviceToHost);
        printf("double %d:", k);
        for (int i = 0; i < N; i += 6) printf(" %.17g", od[i]);
        printf("\n");
    }
    return 0;
}
