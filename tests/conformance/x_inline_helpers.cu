// Products and adds in different device functions: nvcc inlines small
// functions before it contracts a product and an add into one FFMA, so the
// fusion follows the inlined expression, not the source's calls. Vector
// operators of the helper_math.h kind on register values and on loads,
// compound assignments, a scalar helper, a struct helper, nested helpers,
// a helper whose product is read twice, and a __noinline__ one. Results
// are printed as bits.
#include <cstdio>

struct P2 { float x, y; };

__device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ float3 operator*(float3 v, float s) { return make_float3(v.x * s, v.y * s, v.z * s); }
__device__ float3 operator*(float s, float3 v) { return make_float3(s * v.x, s * v.y, s * v.z); }
__device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
__device__ void operator-=(float2 &a, float2 b) { a.x -= b.x; a.y -= b.y; }
__device__ float2 scale2(float2 v, float s) { return make_float2(v.x * s, v.y * s); }
__device__ float dot3(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ float3 mix3(float3 a, float3 b, float t) { return a + t * (b - a); }
__device__ float sq(float x) { return x * x; }
__device__ float madd(float a, float b, float c) { return a * b + c; }
__device__ float dotp(P2 a, P2 b) { return a.x * b.x + a.y * b.y; }
__device__ float clampf01(float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); }
__device__ __noinline__ float prodNoInline(float a, float b) { return a * b; }

__global__ void k(const float3 *pos, const float3 *vel, unsigned *bits, float dt) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 p = pos[i], v = vel[i];
    float t = 0.013f * i + 0.07f;
    float3 r0 = p + v * dt;                  // register operands
    float3 r1 = pos[i] + vel[i] * dt;        // the operands loaded in the call
    float3 r2 = mix3(p, v, t);
    float3 r3 = p;
    r3 += dt * v;
    float2 q = make_float2(p.x, p.y);
    q -= scale2(make_float2(v.x, v.y), t);
    float s0 = sq(p.x) + sq(v.y);
    float s1 = madd(p.y, v.z, t) * 3.0f + dot3(p, v);
    P2 a = {p.z, v.x}, b = {t, dt};
    float s2 = dotp(a, b) + 1.5f;
    float s3 = clampf01(p.x * v.x) + t;
    float s4 = prodNoInline(p.y, v.y) + t;
    float s5 = dot3(p - v, v * t) - sq(t * p.z);
    unsigned *o = bits + 20 * i;
    float3 rs[3] = {r0, r1, r2};
    for (int j = 0; j < 3; j++) {
        o[3 * j] = __float_as_uint(rs[j].x); o[3 * j + 1] = __float_as_uint(rs[j].y); o[3 * j + 2] = __float_as_uint(rs[j].z);
    }
    o += 9;
    o[0] = __float_as_uint(r3.x); o[1] = __float_as_uint(r3.y); o[2] = __float_as_uint(r3.z);
    o[3] = __float_as_uint(q.x); o[4] = __float_as_uint(q.y);
    o[5] = __float_as_uint(s0); o[6] = __float_as_uint(s1); o[7] = __float_as_uint(s2);
    o[8] = __float_as_uint(s3); o[9] = __float_as_uint(s4); o[10] = __float_as_uint(s5);
}

int main() {
    const int n = 64;
    static float3 hp[n], hv[n];
    static unsigned hb[20 * n];
    for (int i = 0; i < n; i++) {
        hp[i] = make_float3(0.37f * i - 5.1f, 1.3f - 0.21f * i, 0.017f * i * i - 2.3f);
        hv[i] = make_float3(0.9f - 0.033f * i, 0.11f * i + 0.7f, -1.7f + 0.05f * i);
    }
    float3 *dp, *dv;
    unsigned *db;
    cudaMalloc(&dp, sizeof hp); cudaMalloc(&dv, sizeof hv); cudaMalloc(&db, sizeof hb);
    cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    k<<<2, n / 2>>>(dp, dv, db, 0.0173f);
    cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 3) {
        printf("%2d r:", i);
        for (int j = 0; j < 9; j++) printf(" %08x", hb[20 * i + j]);
        printf("\n   s:");
        for (int j = 9; j < 20; j++) printf(" %08x", hb[20 * i + j]);
        printf("\n");
    }
    return 0;
}
