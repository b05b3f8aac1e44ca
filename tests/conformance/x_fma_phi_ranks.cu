// Values that come out of branches rank as loads do: a clamped sample
// (i < 0 || i >= n) ? 0 : x[i] is a phi in a block after its arms, and so is
// the result of a helper with several returns; the elements of a local
// array filled by a braced list and only read keep their values' ranks.
// The product of lower rank fuses.
#include <cstdio>
#include <cstring>
__device__ float sample(const float *x, int i, int n) { return (i < 0 || i >= n) ? 0.0f : x[i]; }
__device__ float cubic(float xm1, float x0, float x1, float x2, float t)
{
    float c1 = 0.5f * (x1 - xm1);
    float c2 = xm1 - 2.5f * x0 + 2.0f * x1 - 0.5f * x2;
    float c3 = 0.5f * (x2 - xm1) + 1.5f * (x0 - x1);
    return ((c3 * t + c2) * t + c1) * t + x0;
}
__device__ float blend(float b, float s, int mode)
{
    switch (mode) {
    case 0: return b * s;
    case 1: return b + s - b * s;
    case 2: return b <= 0.5f ? 2.0f * b * s : 1.0f - 2.0f * (1.0f - b) * (1.0f - s);
    default: return s;
    }
}
__global__ void resample(const float *x, float *o, int n, int m, float step)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k >= m) return;
    float pos = k * step;
    int i = (int)pos;
    float t = pos - i;
    o[k] = cubic(sample(x, i - 1, n), sample(x, i, n), sample(x, i + 1, n), sample(x, i + 2, n), t);
}
__global__ void composite(const uchar4 *src, const uchar4 *dst, float4 *o, int n, int mode)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float k = 1.0f / 255.0f;
    uchar4 s8 = src[i], d8 = dst[i];
    float as = s8.w * k, ab = d8.w * k;
    float cs[3] = {s8.x * k, s8.y * k, s8.z * k}, cb[3] = {d8.x * k, d8.y * k, d8.z * k};
    float r[3];
    for (int c = 0; c < 3; ++c) {
        float mixed = (1.0f - ab) * cs[c] + ab * blend(cb[c], cs[c], mode);
        r[c] = as * mixed + (1.0f - as) * ab * cb[c];
    }
    o[i] = make_float4(r[0], r[1], r[2], as + ab * (1.0f - as));
}
static unsigned long long fnv(const void *p, size_t bytes)
{
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < bytes; i++) h = (h ^ ((const unsigned char *)p)[i]) * 1099511628211ull;
    return h;
}
int main()
{
    const int n = 3001, m = 4096;
    static float hx[n], ho[m];
    for (int i = 0; i < n; i++) hx[i] = (float)((i * 7919) % 2003) / 1001.0f - 1.0f + (i % 5) * 0.0173f;
    float *dx, *dout;
    cudaMalloc(&dx, sizeof hx); cudaMalloc(&dout, sizeof ho);
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    resample<<<m / 128, 128>>>(dx, dout, n, m, 0.7329f);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    printf("resample hash %016llx o[1] %a o[333] %a o[4095] %a\n", fnv(ho, sizeof ho), ho[1], ho[333], ho[4095]);

    const int np = 2048;
    static uchar4 hs[np], hd[np];
    static float4 hc[np];
    unsigned s = 2463534242u;
    for (int i = 0; i < np; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        hs[i] = make_uchar4(s & 255, (s >> 8) & 255, (s >> 16) & 255, s >> 24);
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        hd[i] = make_uchar4(s & 255, (s >> 8) & 255, (s >> 16) & 255, s >> 24);
    }
    uchar4 *ds, *dd;
    float4 *dc;
    cudaMalloc(&ds, sizeof hs); cudaMalloc(&dd, sizeof hd); cudaMalloc(&dc, sizeof hc);
    cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    for (int mode = 0; mode < 4; mode++) {
        composite<<<np / 128, 128>>>(ds, dd, dc, np, mode);
        cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
        printf("mode %d hash %016llx px7 (%a %a %a %a)\n", mode, fnv(hc, sizeof hc), hc[7].x, hc[7].y, hc[7].z, hc[7].w);
    }
    return 0;
}
