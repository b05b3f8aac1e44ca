// helper_math.h (the CUDA samples' vector maths) in kernels and on the
// host: constructors, operators with scalars on either side, compound
// assignment, negation, min/max, lerp, clamp, dot, length, normalize,
// floorf, fracf, fmodf, fabs, abs, reflect, cross and smoothstep. Every
// float is printed with %.9g so that each bit shows.
#include <cstdio>
#include "helper_math.h"

#define N 64

__device__ float3 at(int i) { return make_float3(0.37f * i - 5.0f, 1.5f - 0.11f * i, 0.013f * i * i - 2.0f); }

__global__ void floats(float4 *out, float *scal) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 a = at(i), b = at(N - 1 - i);
    float t = i / float(N);
    float3 c = a + b * 2.0f;
    c -= 0.5f * a;
    c *= make_float3(1.25f, -0.75f, 0.5f);
    c /= 3.0f;
    float3 n = normalize(cross(a, b) + make_float3(0.001f));
    float3 r = reflect(a, n);
    float3 l = lerp(a, b, t);
    float3 s = smoothstep(make_float3(-2.0f), make_float3(2.0f), a);
    float3 m = fminf(a, b) + fmaxf(a, b) * 0.5f - -a;
    float3 f = fracf(a) + floorf(b) + fmodf(a, make_float3(1.5f)) + fabs(b);
    float2 p = make_float2(a) / make_float2(b.y, b.z) + 1.0f / make_float2(t + 1.0f);
    float4 q = make_float4(c, length(a)) - make_float4(l, dot(a, b));
    q += make_float4(clamp(s, 0.2f, 0.8f), smoothstep(0.0f, 1.0f, t));
    q = clamp(q, make_float4(-4.0f), make_float4(4.0f, 5.0f, 6.0f, 7.0f));
    out[5 * i + 0] = q;
    out[5 * i + 1] = make_float4(r, length(n));
    out[5 * i + 2] = make_float4(m, lerp(1.0f, 3.0f, t));
    out[5 * i + 3] = make_float4(f, fracf(-t * 7.3f));
    float2 np = normalize(p);
    out[5 * i + 4] = make_float4(p.x, p.y, np.x, np.y);
    scal[i] = clamp(a.x, -1.0f, 1.0f) + length(make_float2(a.y, b.x)) + dot(make_float4(a, t), make_float4(b, 2.0f));
}

__global__ void ints(int4 *out, uint4 *uout) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int3 a = make_int3(i - 30, 7 - i, i * 3 % 11), b = make_int3(i % 5, -i, 2);
    int3 c = a * 3 - b + 1;
    c += 2 * b;
    c -= make_int3(1, 2, 3);
    c *= -1;
    int3 d = min(a, b) + max(a, b) * 2 + abs(a) - -b;
    int2 e = clamp(make_int2(a), -5, 5) + clamp(make_int2(b.x, b.y), make_int2(0), make_int2(3));
    out[2 * i] = make_int4(c, dot(a, b));
    out[2 * i + 1] = make_int4(d.x, d.y + d.z, e.x, e.y) + make_int4(make_float4(make_float3(a) * 0.75f, -2.5f));
    uint3 u = make_uint3(i, 3 * i + 1, 100 - i);
    uint3 v = u * 2u + make_uint3(7) - (1u + u) * make_uint3(1, 2, 3).y;
    v = min(v, make_uint3(150)) + max(u, make_uint3(20));
    uout[i] = make_uint4(clamp(v, 10u, 200u), dot(u, v)) + make_uint4(make_int4(1, 2, 3, 4));
}

int main() {
    float4 *df; float *ds; int4 *di; uint4 *du;
    cudaMalloc(&df, 5 * N * sizeof(float4)); cudaMalloc(&ds, N * sizeof(float));
    cudaMalloc(&di, 2 * N * sizeof(int4)); cudaMalloc(&du, N * sizeof(uint4));
    floats<<<2, N / 2>>>(df, ds);
    ints<<<2, N / 2>>>(di, du);
    static float4 hf[5 * N]; static float hs[N]; static int4 hi[2 * N]; static uint4 hu[N];
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, du, sizeof hu, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i += 7) {
        for (int k = 0; k < 5; k++) {
            float4 v = hf[5 * i + k];
            printf("f %d.%d: %.9g %.9g %.9g %.9g\n", i, k, v.x, v.y, v.z, v.w);
        }
        printf("s %d: %.9g\n", i, hs[i]);
        printf("i %d: %d %d %d %d | %d %d %d %d\n", i, hi[2 * i].x, hi[2 * i].y, hi[2 * i].z, hi[2 * i].w,
               hi[2 * i + 1].x, hi[2 * i + 1].y, hi[2 * i + 1].z, hi[2 * i + 1].w);
        printf("u %d: %u %u %u %u\n", i, hu[i].x, hu[i].y, hu[i].z, hu[i].w);
    }

    // the same functions on the host
    float3 a = make_float3(1.5f, -2.25f, 3.0f), b = make_float3(0.3f, 0.7f, -1.1f);
    float3 n = b / length(b); // normalize's rsqrtf is device code only
    float3 r = reflect(a, n);
    float3 l = lerp(a, b, 0.3f);
    float3 c = cross(a, b) * 0.5f + 2.0f * a - b / 3.0f;
    c += make_float3(make_float2(0.25f), 1.0f);
    c /= make_float3(2.0f, 4.0f, 8.0f);
    float3 s = smoothstep(make_float3(-1.0f), make_float3(1.0f), b);
    float4 q = make_float4(fracf(a * 1.37f) + fmodf(a, make_float3(0.7f)) + floorf(-b) + fabs(-a), length(a));
    printf("host r: %.9g %.9g %.9g\n", r.x, r.y, r.z);
    printf("host l: %.9g %.9g %.9g\n", l.x, l.y, l.z);
    printf("host c: %.9g %.9g %.9g\n", c.x, c.y, c.z);
    printf("host s: %.9g %.9g %.9g\n", s.x, s.y, s.z);
    printf("host q: %.9g %.9g %.9g %.9g\n", q.x, q.y, q.z, q.w);
    printf("host n: %.9g %.9g %.9g %.9g\n", n.x, n.y, n.z, length(n));
    printf("host x: %.9g %.9g %.9g %.9g\n", dot(a, b), clamp(7.5f, 0.0f, 5.0f), smoothstep(0.0f, 2.0f, 0.5f), lerp(-1.0f, 1.0f, 0.8f));
    int2 ia = make_int2(-7, 9), ib = make_int2(3, -4);
    int2 ic = (ia + ib) * 2 - 3 / make_int2(1, 2).y + abs(ia) - max(ia, ib) + min(ia, ib);
    uint2 ua = make_uint2(5u) * 3u + make_uint2(ic);
    printf("host i: %d %d %d | %u %u %u\n", ic.x, ic.y, dot(ia, ib), ua.x, ua.y, clamp(ua, 16u, 20u).y);
    return 0;
}
