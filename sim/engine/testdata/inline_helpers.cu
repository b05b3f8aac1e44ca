// nvcc inlines small device functions before it contracts products into
// FMAs (sim/cuda/check/inlinehelpers.go): a product made in one helper and
// added in another is one fused multiply-add. Each line compares a helper
// with the same arithmetic written with fmaf, and checks that what is not
// inlined (an argument with an effect, one that aliases the target of a
// compound assignment) still runs once, in order.
#include <cstdio>

__device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ float3 operator*(float s, float3 v) { return make_float3(s * v.x, s * v.y, s * v.z); }
__device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
__device__ float3 lerp3(float3 a, float3 b, float t) { return a + t * (b - a); }
__device__ float3 swapxy(float3 v) { return make_float3(v.y, v.x, v.z); }
__device__ float mul(float a, float b) { return a * b; }
__device__ float axpy(float a, float x, float y) { return y + mul(a, x); }
__device__ float next(int *c) { return (float)atomicAdd(c, 1); }
__device__ float twice(float x) { return x + x; }

__global__ void k(int *c, const float3 *pa, const float3 *pb) {
    int i = threadIdx.x;
    float t = 0.1f * (i + 1);
    float3 a = make_float3(1.1f * i, -0.7f, 3.3f), b = make_float3(-2.9f, 0.3f * i, 1.7f);
    float3 l = lerp3(a, b, t);
    bool lerpFused = l.x == fmaf(t, b.x - a.x, a.x) && l.y == fmaf(t, b.y - a.y, a.y) && l.z == fmaf(t, b.z - a.z, a.z);
    float3 s = a;
    s += t * b;
    bool addFused = s.x == fmaf(t, b.x, a.x) && s.y == fmaf(t, b.y, a.y) && s.z == fmaf(t, b.z, a.z);
    bool axpyFused = axpy(t, a.x, b.z) == fmaf(t, a.x, b.z);
    float3 w = a;
    w += swapxy(w); // the argument is computed before the first addition
    bool aliasRight = w.x == a.x + a.y && w.y == a.y + a.x;
    float n = twice(next(c)); // once per lane
    // loads as arguments: computed into temporaries, then inlined and fused
    float3 m = lerp3(pa[i], pb[i], t);
    bool loadFused = m.x == fmaf(t, pb[i].x - pa[i].x, pa[i].x) && m.z == fmaf(t, pb[i].z - pa[i].z, pa[i].z);
    float3 u = a;
    u += t * pb[i];
    loadFused = loadFused && u.y == fmaf(t, pb[i].y, a.y);
    if (i < 4)
        printf("%d: lerp %d, += %d, axpy %d, alias %d, effect %g, loads %d\n", i, lerpFused, addFused, axpyFused, aliasRight, n - 2 * i, loadFused);
}

int main() {
    int *c;
    cudaMalloc(&c, sizeof(int));
    cudaMemset(c, 0, sizeof(int));
    float3 hv[64];
    for (int i = 0; i < 64; i++) hv[i] = make_float3(0.3f * i - 1.1f, 2.9f - 0.7f * i, 0.013f * i * i);
    float3 *p;
    cudaMalloc(&p, sizeof hv);
    cudaMemcpy(p, hv, sizeof hv, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(c, p, p + 32);
    int h;
    cudaMemcpy(&h, c, sizeof(int), cudaMemcpyDeviceToHost);
    printf("counter %d\n", h);
    return 0;
}

// Output:
// 0: lerp 1, += 1, axpy 1, alias 1, effect 0, loads 1
// 1: lerp 1, += 1, axpy 1, alias 1, effect 0, loads 1
// 2: lerp 1, += 1, axpy 1, alias 1, effect 0, loads 1
// 3: lerp 1, += 1, axpy 1, alias 1, effect 0, loads 1
// counter 32
