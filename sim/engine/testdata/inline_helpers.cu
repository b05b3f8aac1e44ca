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

__global__ void k(int *c) {
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
    if (i < 4)
        printf("%d: lerp %d, += %d, axpy %d, alias %d, effect %g\n", i, lerpFused, addFused, axpyFused, aliasRight, n - 2 * i);
}

int main() {
    int *c;
    cudaMalloc(&c, sizeof(int));
    cudaMemset(c, 0, sizeof(int));
    k<<<1, 32>>>(c);
    int h;
    cudaMemcpy(&h, c, sizeof(int), cudaMemcpyDeviceToHost);
    printf("counter %d\n", h);
    return 0;
}

// Output:
// 0: lerp 1, += 1, axpy 1, alias 1, effect 0
// 1: lerp 1, += 1, axpy 1, alias 1, effect 0
// 2: lerp 1, += 1, axpy 1, alias 1, effect 0
// 3: lerp 1, += 1, axpy 1, alias 1, effect 0
// counter 32
