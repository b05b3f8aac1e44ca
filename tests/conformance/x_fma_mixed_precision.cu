// Mixed-precision accumulation per lane over a runtime-length row: float products summed in
// double (promoted before vs after the multiply), a float running sum decayed by a double literal,
// a double Horner polynomial with float coefficients, compensated (Kahan) float summation of
// products, and a float result refined with a double residual.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__constant__ float C[6] = {1.0f, -0.4999f, 0.16661f, -0.041589f, 0.0083f, -0.00131f};

__device__ double polyD(double x, int deg) {
    double p = C[deg];
    for (int k = deg - 1; k >= 0; --k) p = p * x + C[k];
    return p;
}

__global__ void accumulate(const float* a, const float* b, int len, float* outf, double* outd) {
    int i = threadIdx.x;
    const float* x = a + i * len;
    const float* y = b + i * len;
    double dAfter = 0.0, dBefore = 0.0;
    float decayed = 0.0f, ks = 0.0f, kc = 0.0f, plain = 0.0f;
    for (int k = 0; k < len; ++k) {
        float xk = x[k], yk = y[k];
        dAfter += xk * yk;                      // float product, then promoted
        dBefore += (double)xk * yk;             // double product
        decayed = decayed * 0.97 + xk * yk;     // 0.97 is a double literal
        float term = xk * yk - 0.5f * xk;
        float t = ks + (term - kc);
        kc = (t - ks) - (term - kc);
        ks = t;
        plain += xk * yk - 0.5f * xk;
    }
    float xf = x[0] * 0.7f;
    double pd = polyD(xf, 5);
    float pf = (float)pd;
    double resid = pd - (double)pf * 1.0000001;
    float refined = pf + (float)(resid * 3.0);
    float approx = (float)dBefore;
    double err = dBefore - approx;
    outd[i * 4 + 0] = dAfter;
    outd[i * 4 + 1] = dBefore;
    outd[i * 4 + 2] = pd;
    outd[i * 4 + 3] = err * 1e3 + resid;
    outf[i * 4 + 0] = decayed;
    outf[i * 4 + 1] = ks;
    outf[i * 4 + 2] = plain;
    outf[i * 4 + 3] = refined;
}

int main() {
    const int N = 32, LEN = 21;
    static float ha[N * LEN], hb[N * LEN];
    for (int k = 0; k < N * LEN; ++k) {
        ha[k] = (float)((k * 37) % 101 - 50) / 17.0f;
        hb[k] = (float)((k * 61) % 89 - 44) / 23.0f;
    }
    float *da, *db, *df; double* dd;
    cudaMalloc(&da, sizeof ha); cudaMalloc(&db, sizeof hb);
    cudaMalloc(&df, N * 4 * sizeof(float)); cudaMalloc(&dd, N * 4 * sizeof(double));
    cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
    accumulate<<<1, N>>>(da, db, LEN, df, dd);
    float of[N * 4]; double od[N * 4];
    cudaMemcpy(of, df, sizeof of, cudaMemcpyDeviceToHost);
    cudaMemcpy(od, dd, sizeof od, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) {
        unsigned u[4]; unsigned long long d[4];
        memcpy(u, &of[i * 4], sizeof u);
        memcpy(d, &od[i * 4], sizeof d);
        printf("%2d %016llx %016llx poly %016llx err %016llx | f %08x %08x %08x %08x\n", i, d[0],
               d[1], d[2], d[3], u[0], u[1], u[2], u[3]);
    }
    cudaFree(da); cudaFree(db); cudaFree(df); cudaFree(dd);
    return 0;
}
