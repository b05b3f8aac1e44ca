// Two inlined copies of a helper compute some products of the same values:
// nvcc computes each once, and a product read twice is rounded for both
// reads. A helper that branches between them ends the block, so a product
// both copies compute, read only by adds, is still computed once and
// rounded. A struct local stored whole is split into its fields all the
// same, and a product held in one fuses into the difference that reads it.
#include <cstdio>
#include <cstring>
__device__ __forceinline__ float hermite(float p0, float p1, float m0, float m1, float t)
{
    float t2 = t * t, t3 = t2 * t;
    float h00 = 2.f * t3 - 3.f * t2 + 1.f;
    float h10 = t3 - 2.f * t2 + t;
    float h01 = -2.f * t3 + 3.f * t2;
    float h11 = t3 - t2;
    return h00 * p0 + h10 * m0 + h01 * p1 + h11 * m1;
}
__device__ __forceinline__ float tangent(float dl, float dr)
{
    if (dl * dr <= 0.f) return 0.f;
    return 3.f * (dl + dr) / ((2.f * dr + dl) / dl + (dr + 2.f * dl) / dr);
}
__global__ void upsample(const float *in, int n, float *smooth, float *mono)
{
    __shared__ float s[67];
    int base = blockIdx.x * 64;
    for (int k = threadIdx.x; k < 67; k += blockDim.x) {
        int g = min(max(base - 1 + k, 0), n - 1);
        s[k] = in[g];
    }
    __syncthreads();
    for (int o = threadIdx.x; o < 512; o += blockDim.x) {
        int seg = o / 8, gi = base + seg;
        if (gi >= n - 1) continue;
        float t = (float)(o % 8) / 8;
        float pm = s[seg], p0 = s[seg + 1], p1 = s[seg + 2], p2 = s[seg + 3];
        smooth[gi * 8 + o % 8] = hermite(p0, p1, 0.5f * (p1 - pm), 0.5f * (p2 - p0), t);
        float dl = p0 - pm, dc = p1 - p0, dr = p2 - p1;
        mono[gi * 8 + o % 8] = hermite(p0, p1, tangent(dl, dc), tangent(dc, dr), t);
    }
}
__host__ __device__ inline float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
__host__ __device__ inline float3 operator*(float s, float3 a) { return make_float3(a.x * s, a.y * s, a.z * s); }
__host__ __device__ inline void operator-=(float3 &a, float3 b) { a.x -= b.x; a.y -= b.y; a.z -= b.z; }
__global__ void drag(const float3 *vel, float3 *force, float3 g, float m, float d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float3 f = g * m;
    f -= d * vel[i];
    force[i] = f;
}
static unsigned long long fnv(const void *p, size_t bytes)
{
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < bytes; i++) h = (h ^ ((const unsigned char *)p)[i]) * 1099511628211ull;
    return h;
}
int main()
{
    const int n = 300, up = (n - 1) * 8;
    static float hin[n], hs[up], hm[up];
    for (int i = 0; i < n; i++) hin[i] = (i / 25) * 0.75f + ((i % 25) > 20 ? 0.15f * (i % 25 - 20) : 0.f) + ((i % 7) == 3 ? 0.0137f : 0.f) + (i % 3) * 0.0021f;
    float *din, *ds, *dm;
    cudaMalloc(&din, sizeof hin); cudaMalloc(&ds, sizeof hs); cudaMalloc(&dm, sizeof hm);
    cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
    cudaMemset(ds, 0, sizeof hs); cudaMemset(dm, 0, sizeof hm);
    upsample<<<(n + 63) / 64, 96>>>(din, n, ds, dm);
    cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
    cudaMemcpy(hm, dm, sizeof hm, cudaMemcpyDeviceToHost);
    printf("smooth hash %016llx [13] %a [1001] %a\n", fnv(hs, sizeof hs), hs[13], hs[1001]);
    printf("mono   hash %016llx [13] %a [1001] %a\n", fnv(hm, sizeof hm), hm[13], hm[1001]);

    const int nv = 1024;
    static float3 hv[nv], hf[nv];
    for (int i = 0; i < nv; i++) hv[i] = make_float3(i * 0.37f - 11.1f, 0.013f * i - 3.3f, 1.0f / (i + 1));
    float3 *dv, *df;
    cudaMalloc(&dv, sizeof hv); cudaMalloc(&df, sizeof hf);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    drag<<<nv / 128, 128>>>(dv, df, make_float3(0.1f, -9.81f, 0.3f), 0.731f, 0.1234567f, nv);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    printf("drag   hash %016llx [5] (%a %a %a)\n", fnv(hf, sizeof hf), hf[5].x, hf[5].y, hf[5].z);
    return 0;
}
