// Multiply-adds that reach the device through C++ helpers on small structs:
// operators returning a braced struct, a struct filled field by field, a
// member operator+= returning *this, a free operator+= returning its
// reference, a conjugate complex product, all called from a kernel template
// whose argument is deduced at the launch. nvcc inlines every helper before
// it fuses, so each result is one rounding where a product meets a sum.
#include <cstdio>
#include <cstdint>
#include <cstring>

struct Vec2 { float x, y; };
__device__ inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
__device__ inline Vec2 operator*(float s, Vec2 a) { return Vec2{s * a.x, s * a.y}; }
__device__ inline Vec2 madd(Vec2 a, Vec2 b, float s) {
    Vec2 r;
    r.x = a.x + s * b.x;
    r.y = a.y + s * b.y;
    return r;
}

struct Vec3 {
    float x, y, z;
    __device__ Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
    __device__ Vec3 operator*(float s) const { return Vec3{x * s, y * s, z * s}; }
};

__device__ inline float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
__device__ inline float3 &operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; return a; }

template <typename T>
struct Complex {
    T re, im;
    __device__ Complex(T r, T i) : re(r), im(i) {}
    __device__ Complex operator*(const Complex &o) const { return Complex(re * o.re - im * o.im, re * o.im + im * o.re); }
    __device__ Complex conj() const { return Complex(re, -im); }
};

struct Body { float3 pos, vel; };

struct Inputs { const float *a; int n; };

template <class In>
__global__ void helpers(In in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= in.n) return;
    const float *a = in.a + 8 * i;
    Vec2 p{a[0], a[1]}, v{a[2], a[3]};
    float s = a[4];
    Vec2 r1 = p + s * v;
    Vec2 r2 = madd(p, v, s);
    Vec3 q{a[0], a[1], a[2]}, w{a[3], a[4], a[5]};
    q += w * a[6];
    Body b;
    b.pos = make_float3(a[5], a[6], a[7]);
    b.vel = make_float3(a[1], a[2], a[3]);
    b.pos += b.vel * s;
    Complex<float> x(a[0], a[1]), y(a[2], a[3]);
    Complex<float> z = x * y.conj();
    float *o = out + 12 * i;
    o[0] = r1.x; o[1] = r1.y; o[2] = r2.x; o[3] = r2.y;
    o[4] = q.x; o[5] = q.y; o[6] = q.z;
    o[7] = b.pos.x; o[8] = b.pos.y; o[9] = b.pos.z;
    o[10] = z.re; o[11] = z.im;
}

static uint32_t state = 12345u;
static float next() {
    state = state * 1664525u + 1013904223u;
    return (float)(state >> 8) * (1.0f / 16777216.0f) * 4.0f - 2.0f;
}

int main() {
    const int n = 200;
    static float h[8 * n], r[12 * n];
    for (int i = 0; i < 8 * n; ++i) h[i] = next();
    float *da, *dout;
    cudaMalloc(&da, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
    Inputs in{da, n};
    helpers<<<(n + 63) / 64, 64>>>(in, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    const char *names[12] = {"r1.x", "r1.y", "r2.x", "r2.y", "q.x", "q.y", "q.z", "pos.x", "pos.y", "pos.z", "z.re", "z.im"};
    for (int k = 0; k < 12; ++k) {
        uint32_t sum = 0;
        for (int i = 0; i < n; ++i) {
            uint32_t u;
            memcpy(&u, &r[12 * i + k], 4);
            sum = sum * 31u + u;
        }
        printf("%-6s checksum %08x  first %a  last %a\n", names[k], sum, r[k], r[12 * (n - 1) + k]);
    }
    for (int i = 0; i < 4; ++i)
        printf("%d: %.9g %.9g %.9g %.9g %.9g %.9g\n", i, r[12 * i], r[12 * i + 2], r[12 * i + 4], r[12 * i + 7], r[12 * i + 10], r[12 * i + 11]);
    return 0;
}
