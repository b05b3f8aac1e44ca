// Two shapes around selects. A conditional expression whose condition is
// a constant (a template's payoff kind) is its taken arm, so a product
// local read there fuses into the difference as in straight-line code. A
// difference clamped at zero through its local (if (v < 0) v = 0;) is
// compared as its operands, so the product it subtracts is read twice
// and rounded; one compared to leave a loop keeps its product fused.
#include <cstdio>
#include <cstring>
enum Kind { CALL, PUT };
template <int K>
__global__ void payoffs(const double *z, double *o, int n, double s0, double k, double drift, double vol)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double st = s0 * exp(drift + vol * z[i]);
    o[i] = (K == CALL) ? fmax(st - k, 0.0) : fmax(k - st, 0.0);
}
__global__ void bands(const float *p, float *o, int n, float k)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < 9 || t >= n) return;
    float sum = 0, sq = 0;
    for (int j = t - 9; j <= t; ++j) {
        sum += p[j];
        sq += p[j] * p[j];
    }
    float mean = sum / 10, var = sq / 10 - mean * mean;
    if (var < 0) var = 0;
    float sd = sqrtf(var);
    o[2 * t] = mean + k * sd;
    o[2 * t + 1] = mean - k * sd;
}
__global__ void firstHit(const float4 *s, int ns, float *o, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    float ox = (t % 16) * 0.21f - 1.6f, oy = (t / 16) * 0.17f - 1.3f;
    float hit = -1;
    for (int i = 0; i < ns; i++) {
        float lx = ox - s[i].x, ly = oy - s[i].y, lz = -5.0f - s[i].z;
        float b = lz, c = lx * lx + ly * ly + lz * lz - s[i].w * s[i].w;
        float disc = b * b - c;
        if (disc < 0) continue;
        hit = -b - sqrtf(disc);
        break;
    }
    o[t] = hit;
}
static unsigned long long fnv(const void *p, size_t bytes)
{
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < bytes; i++) h = (h ^ ((const unsigned char *)p)[i]) * 1099511628211ull;
    return h;
}
int main()
{
    const int n = 2048;
    static double hz[n], ho[n];
    for (int i = 0; i < n; i++) hz[i] = ((i * 7919) % 4001 - 2000) / 700.0 + (i % 3) * 1e-7;
    double *dz, *dout;
    cudaMalloc(&dz, sizeof hz); cudaMalloc(&dout, sizeof ho);
    cudaMemcpy(dz, hz, sizeof hz, cudaMemcpyHostToDevice);
    payoffs<CALL><<<n / 128, 128>>>(dz, dout, n, 100.0, 101.5, 0.0123, 0.21);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    printf("call hash %016llx o[3] %a o[100] %a\n", fnv(ho, sizeof ho), ho[3], ho[100]);
    payoffs<PUT><<<n / 128, 128>>>(dz, dout, n, 100.0, 101.5, 0.0123, 0.21);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    printf("put  hash %016llx o[3] %a o[100] %a\n", fnv(ho, sizeof ho), ho[3], ho[100]);

    static float hp[n], hb[2 * n];
    for (int i = 0; i < n; i++) hp[i] = 100.0f + 3.0f * ((i * 37) % 101) / 101.0f + 0.01f * (i % 7);
    float *dp, *db;
    cudaMalloc(&dp, sizeof hp); cudaMalloc(&db, sizeof hb);
    cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
    cudaMemset(db, 0, sizeof hb);
    bands<<<n / 128, 128>>>(dp, db, n, 2.0f);
    cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost);
    printf("bands hash %016llx upper %a lower %a\n", fnv(hb, sizeof hb), hb[2 * 500], hb[2 * 500 + 1]);

    static float4 hs[6];
    for (int i = 0; i < 6; i++) hs[i] = make_float4(0.5f * i - 1.2f, 0.3f * i - 0.7f, 1.0f + i, 0.4f + 0.13f * i);
    static float hh[256];
    float4 *ds; float *dh;
    cudaMalloc(&ds, sizeof hs); cudaMalloc(&dh, sizeof hh);
    cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice);
    firstHit<<<2, 128>>>(ds, 6, dh, 256);
    cudaMemcpy(hh, dh, sizeof hh, cudaMemcpyDeviceToHost);
    int hits = 0;
    for (int i = 0; i < 256; i++) hits += hh[i] >= 0;
    printf("hits %d hash %016llx o[40] %a o[200] %a\n", hits, fnv(hh, sizeof hh), hh[40], hh[200]);
    return 0;
}
