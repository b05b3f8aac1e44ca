// Divisions by constants whose reciprocal is exact (powers of two) are
// products for nvcc: InstCombine turns x / 4.0f into x * 0.25f before
// contraction, so the quotient fuses into an add, and ranks as a product
// when two products meet in a sum. Divisions by other constants stay
// divisions. A weighted Jacobi sweep, a midpoint rule and a smoothing
// stencil show where it matters, in float and double.
#include <cstdio>
#include <cstdint>
#include <cstring>

#define N 2048

__global__ void variants(const float *a, const float *b, const float *c, const float *d, float w, float h, float *o) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    o[0 * N + i] = (a[i] + b[i]) / 2.0f + c[i];
    o[1 * N + i] = a[i] * b[i] + (c[i] - d[i]) / 4.0f;
    o[2 * N + i] = (c[i] - d[i]) / 4.0f + a[i] * b[i];
    o[3 * N + i] = (1.0f - w) * a[i] + w * ((b[i] + c[i] + h * d[i]) / 2.0f);
    o[4 * N + i] = a[i] / 3.0f + b[i] * c[i];
    o[5 * N + i] = (a[i] * b[i]) / 8.0f - c[i];
    o[6 * N + i] = c[i] / 0.5f + a[i] * d[i];
    o[7 * N + i] = d[i] * b[i] - a[i] / -16.0f;
}

__global__ void variantsD(const double *a, const double *b, const double *c, double *o) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    o[0 * N + i] = (a[i] * b[i]) / 2.0 + c[i];
    o[1 * N + i] = a[i] * b[i] + (c[i] - a[i]) / 4.0;
    o[2 * N + i] = (c[i] - a[i]) / 4.0 + a[i] * b[i];
    o[3 * N + i] = b[i] / 1024.0 + c[i] * a[i];
}

template <typename T>
__global__ void jacobi(const T *u, T *un, const T *f, int n, T h2, T w) {
    int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
    if (i > n) return;
    T gs = (u[i - 1] + u[i + 1] + h2 * f[i]) / T(2);
    un[i] = (T(1) - w) * u[i] + w * gs;
}

__global__ void midpoint(float *out, int n, float a, float b) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float hh = (b - a) / n;
    float x = a + (i + 0.5f) * hh;
    out[i] = x * x / 2.0f + x / 8.0f * hh;
}

static uint32_t seed = 2024u;
static float rnd() { seed = seed * 1664525u + 1013904223u; return (float)(seed >> 8) / 16777216.0f * 4.0f - 2.0f; }

static uint64_t fnv(const void *p, size_t bytes) {
    const unsigned char *c = (const unsigned char *)p;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < bytes; i++) h = (h ^ c[i]) * 1099511628211ull;
    return h;
}

int main() {
    static float h[4][N];
    static double hd[3][N];
    for (int k = 0; k < 4; k++) for (int i = 0; i < N; i++) h[k][i] = rnd();
    for (int k = 0; k < 3; k++) for (int i = 0; i < N; i++) hd[k][i] = (double)rnd() * (1.0 + rnd() * 1e-9);
    float *d;
    double *dd;
    cudaMalloc(&d, sizeof h + 8 * N * sizeof(float));
    cudaMalloc(&dd, sizeof hd + 4 * N * sizeof(double));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    variants<<<N / 128, 128>>>(d, d + N, d + 2 * N, d + 3 * N, 0.6666667f, 0.001f, d + 4 * N);
    variantsD<<<N / 128, 128>>>(dd, dd + N, dd + 2 * N, dd + 3 * N);
    static float o[8 * N];
    static double od[4 * N];
    cudaMemcpy(o, d + 4 * N, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(od, dd + 3 * N, sizeof od, cudaMemcpyDeviceToHost);
    for (int v = 0; v < 8; v++) printf("float variant %d: %016llx %a %a %a\n", v, (unsigned long long)fnv(o + v * N, N * 4), o[v * N], o[v * N + 1], o[v * N + 2]);
    for (int v = 0; v < 4; v++) printf("double variant %d: %016llx %a %a\n", v, (unsigned long long)fnv(od + v * N, N * 8), od[v * N], od[v * N + 1]);

    // weighted Jacobi for -u'' = f on n points, float and double
    const int n = 1000;
    float *u, *un, *f;
    double *ud, *und, *fd;
    cudaMalloc(&u, (n + 2) * sizeof(float)); cudaMalloc(&un, (n + 2) * sizeof(float)); cudaMalloc(&f, (n + 2) * sizeof(float));
    cudaMalloc(&ud, (n + 2) * sizeof(double)); cudaMalloc(&und, (n + 2) * sizeof(double)); cudaMalloc(&fd, (n + 2) * sizeof(double));
    static float hf[n + 2];
    static double hfd[n + 2];
    for (int i = 0; i < n + 2; i++) { hf[i] = (float)(i % 17) - 8.0f; hfd[i] = hf[i] * 1.0009765625; }
    cudaMemset(u, 0, (n + 2) * sizeof(float)); cudaMemset(un, 0, (n + 2) * sizeof(float));
    cudaMemset(ud, 0, (n + 2) * sizeof(double)); cudaMemset(und, 0, (n + 2) * sizeof(double));
    cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(fd, hfd, sizeof hfd, cudaMemcpyHostToDevice);
    float hh = 1.0f / (n + 1);
    for (int it = 0; it < 200; it++) {
        jacobi<float><<<(n + 127) / 128, 128>>>(u, un, f, n, hh * hh, 2.0f / 3.0f);
        jacobi<double><<<(n + 127) / 128, 128>>>(ud, und, fd, n, (double)hh * hh, 2.0 / 3.0);
        float *t = u; u = un; un = t;
        double *td = ud; ud = und; und = td;
    }
    static float hu[n + 2];
    static double hud[n + 2];
    cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
    cudaMemcpy(hud, ud, sizeof hud, cudaMemcpyDeviceToHost);
    printf("jacobi float %016llx u[1]=%a u[500]=%a u[1000]=%a\n", (unsigned long long)fnv(hu, sizeof hu), hu[1], hu[500], hu[1000]);
    printf("jacobi double %016llx u[1]=%a u[500]=%a u[1000]=%a\n", (unsigned long long)fnv(hud, sizeof hud), hud[1], hud[500], hud[1000]);

    float *mo;
    cudaMalloc(&mo, 777 * sizeof(float));
    midpoint<<<7, 128>>>(mo, 777, -1.25f, 2.5f);
    static float hm[777];
    cudaMemcpy(hm, mo, sizeof hm, cudaMemcpyDeviceToHost);
    double s = 0;
    for (int i = 0; i < 777; i++) s += hm[i];
    printf("midpoint %016llx sum=%.17g first=%a last=%a\n", (unsigned long long)fnv(hm, sizeof hm), s, hm[0], hm[776]);
    return 0;
}
