// Per-sensor statistics, one thread per time series (runtime length): least-squares line fit
// from running sums, Welford mean/variance in double, and two exponential moving averages.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void seriesStats(const float* data, int len, float alpha, float* outf, double* outd) {
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    const float* y = data + s * len;
    float sx = 0.f, sy = 0.f, sxx = 0.f, sxy = 0.f;
    double mean = 0.0, m2 = 0.0;
    float ema1 = y[0], ema2 = y[0];
    for (int i = 0; i < len; ++i) {
        float x = 0.25f * i;
        float v = y[i];
        sx += x;
        sy += v;
        sxx += x * x;
        sxy += x * v;

        double dv = v;
        double delta = dv - mean;
        mean += delta / (i + 1);
        m2 += delta * (dv - mean);

        ema1 = alpha * v + (1.0f - alpha) * ema1;
        ema2 += alpha * (v - ema2);
    }
    float n = (float)len;
    float den = n * sxx - sx * sx;
    float slope = (n * sxy - sx * sy) / den;
    float icpt = (sy - slope * sx) / n;
    // residual sum of squares with the fitted line
    float rss = 0.f;
    for (int i = 0; i < len; ++i) {
        float r = y[i] - (slope * (0.25f * i) + icpt);
        rss += r * r;
    }
    outf[s * 5 + 0] = slope;
    outf[s * 5 + 1] = icpt;
    outf[s * 5 + 2] = rss;
    outf[s * 5 + 3] = ema1;
    outf[s * 5 + 4] = ema2;
    outd[s] = m2 / (len - 1);
}

int main() {
    const int S = 32, L = 40;
    static float hd[S * L];
    for (int s = 0; s < S; ++s)
        for (int i = 0; i < L; ++i)
            hd[s * L + i] = 1.5f + 0.1f * s + (float)(i * (s % 5 + 1)) / 17.0f + (float)((i * 31 + s * 7) % 13 - 6) / 9.0f;
    float *dd, *df; double* ddd;
    cudaMalloc(&dd, sizeof hd); cudaMalloc(&df, S * 5 * 4); cudaMalloc(&ddd, S * 8);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    seriesStats<<<1, S>>>(dd, L, 0.15f, df, ddd);
    float of[S * 5]; double od[S];
    cudaMemcpy(of, df, sizeof of, cudaMemcpyDeviceToHost);
    cudaMemcpy(od, ddd, sizeof od, cudaMemcpyDeviceToHost);
    for (int s = 0; s < S; ++s) {
        unsigned u[5]; unsigned long long v;
        memcpy(u, &of[s * 5], 20); memcpy(&v, &od[s], 8);
        printf("%2d slope %08x icpt %08x rss %08x ema %08x %08x var %016llx\n", s, u[0], u[1], u[2], u[3], u[4], v);
    }
    return 0;
}
