// Escape-time loops whose condition squares the point, as Mandelbrot
// kernels write it. With the squares first in the condition, LLVM rotates
// the loop: the test runs at the end of each iteration and the next body
// reads its squares (one FMUL with two uses, unfused) when GVN can carry
// them there. It cannot when a function taking its arguments by value
// computes them in the test or the body (nvcc inlines those after its loop
// passes): then each square has one use and fuses. A function taking a
// const reference, a member function, or the count tested first shares.
#include <cstdio>
#include <cstdint>
#include <cstring>

#define W 192
#define H 128
#define MAXIT 200

struct Res { int it; float x, y; };
struct Cx {
    float r, i;
    __device__ Cx(float a, float b) : r(a), i(b) {}
    __device__ float norm2() const { return r * r + i * i; }
    __device__ Cx operator*(const Cx &o) const { return Cx(r * o.r - i * o.i, i * o.r + r * o.i); }
    __device__ Cx operator+(const Cx &o) const { return Cx(r + o.r, i + o.i); }
};

__device__ float2 operator*(float2 a, float2 b) { return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
__device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ float dot2(float2 a) { return a.x * a.x + a.y * a.y; }
__device__ float dot2ref(const float2 &a) { return a.x * a.x + a.y * a.y; }
__device__ float sq(float a) { return a * a; }
__device__ float2 square(float2 a) { return make_float2(a.x * a.x - a.y * a.y, 2.0f * a.x * a.y); }

__device__ Res inlineSquares(float cr, float ci) {  // shared
    float x = 0.0f, y = 0.0f; int it = 0;
    while (x * x + y * y < 4.0f && it < MAXIT) { float t = x * x - y * y + cr; y = 2.0f * x * y + ci; x = t; it++; }
    return Res{it, x, y};
}
__device__ Res valueOperators(float cr, float ci) {  // by-value helpers: unshared
    float2 z = make_float2(0.0f, 0.0f), c = make_float2(cr, ci); int it = 0;
    while (dot2(z) < 4.0f && it < MAXIT) { z = z * z + c; it++; }
    return Res{it, z.x, z.y};
}
__device__ Res scalarHelper(float cr, float ci) {  // sq(x) by value in the test: unshared
    float x = 0.0f, y = 0.0f; int it = 0;
    while (sq(x) + sq(y) < 4.0f && it < MAXIT) { float t = x * x - y * y + cr; y = 2.0f * x * y + ci; x = t; it++; }
    return Res{it, x, y};
}
__device__ Res referenceHelper(float cr, float ci) {  // const reference: shared
    float2 z = make_float2(0.0f, 0.0f); int it = 0;
    while (dot2ref(z) < 4.0f && it < MAXIT) { z = make_float2(z.x * z.x - z.y * z.y + cr, 2.0f * z.x * z.y + ci); it++; }
    return Res{it, z.x, z.y};
}
__device__ Res memberFunctions(float cr, float ci) {  // member functions: shared
    Cx a(0.0f, 0.0f), c(cr, ci); int it = 0;
    while (a.norm2() < 4.0f && it < MAXIT) { a = a * a + c; it++; }
    return Res{it, a.r, a.i};
}
__device__ Res countFirst(float cr, float ci) {  // count tested first: the squares stay in the iteration
    float2 z = make_float2(0.0f, 0.0f), c = make_float2(cr, ci); int it = 0;
    while (it < MAXIT && dot2(z) < 4.0f) { z = z * z + c; it++; }
    return Res{it, z.x, z.y};
}
__device__ Res forLoop(float cr, float ci) {  // a for loop's condition, by-value helpers
    float2 z = make_float2(cr, ci), c = make_float2(-0.8f, 0.156f); int it;
    for (it = 0; dot2(z) < 4.0f && it < MAXIT; ++it) z = z * z + c;
    return Res{it, z.x, z.y};
}
__device__ Res squareInBody(float cr, float ci) {  // the helper in the body only: unshared
    float2 z = make_float2(0.0f, 0.0f); int it = 0;
    while (z.x * z.x + z.y * z.y < 4.0f && it < MAXIT) { float2 s = square(z); z = make_float2(s.x + cr, s.y + ci); it++; }
    return Res{it, z.x, z.y};
}

__global__ void escape(Res *out, int variant, float x0, float y0, float dx, float dy) {
    int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= W || py >= H) return;
    float cr = x0 + px * dx, ci = y0 + py * dy;
    Res r;
    switch (variant) {
    case 0: r = inlineSquares(cr, ci); break;
    case 1: r = valueOperators(cr, ci); break;
    case 2: r = scalarHelper(cr, ci); break;
    case 3: r = referenceHelper(cr, ci); break;
    case 4: r = memberFunctions(cr, ci); break;
    case 5: r = countFirst(cr, ci); break;
    case 6: r = forLoop(cr, ci); break;
    default: r = squareInBody(cr, ci); break;
    }
    out[py * W + px] = r;
}

int main() {
    const char *names[8] = {"inline squares", "value operators", "scalar helper", "reference helper",
                            "member functions", "count first", "for loop", "square in body"};
    Res *d;
    cudaMalloc(&d, W * H * sizeof(Res));
    static Res h[W * H];
    for (int v = 0; v < 8; v++) {
        escape<<<dim3(W / 16, H / 16), dim3(16, 16)>>>(d, v, -2.1f, -1.1f, 3.0f / W, 2.2f / H);
        cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
        unsigned long long iters = 0;
        uint32_t hash = 2166136261u;
        for (int i = 0; i < W * H; i++) {
            uint32_t a, b;
            memcpy(&a, &h[i].x, 4);
            memcpy(&b, &h[i].y, 4);
            iters += h[i].it;
            hash = ((hash ^ a) * 16777619u ^ b) * 16777619u;
        }
        printf("%-17s iterations %llu hash %08x\n", names[v], iters, hash);
    }
    cudaFree(d);
    return 0;
}
