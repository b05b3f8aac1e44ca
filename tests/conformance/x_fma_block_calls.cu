// A product written before a library call whose code branches (sinf, log1pf; log and pow in
// double) is computed in the block before the branches, and the add after them cannot fuse it:
// a*b + sinf(c) rounds a*b. nvcc moves the product down to the add when that keeps no more
// values live across the branches: a square (one variable), a product of variables the kernel
// reads again later, or of the call's own argument when the function reads it after its branches
// (log1pf). A function with a constant argument, or one whose branches go (tanf; atanf here),
// changes nothing: the product fuses.
#include <cmath>
#include <cstdio>
#include <cstring>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__device__ unsigned long long bits(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }

__global__ void logProduct(const double *p, unsigned long long *o) { // rounded
    int t = threadIdx.x; double a = p[t], b = p[32 + t], d = p[64 + t];
    o[t] = bits(a * b + log(d));
}
__global__ void logSquare(const double *p, unsigned long long *o) { // fused: a square
    int t = threadIdx.x; double a = p[t], d = p[64 + t];
    o[t] = bits(a * a + log(d));
}
__global__ void logOwnArgument(const double *p, unsigned long long *o) { // rounded: log reads a before its branches only
    int t = threadIdx.x; double a = p[t], b = p[32 + t];
    o[t] = bits(a * b + log(a));
}
__global__ void atanfOwnArgument(const float *p, unsigned *o) { // fused
    int t = threadIdx.x; float a = p[t], b = p[32 + t];
    o[t] = bits(a * b + atanf(a));
}
__global__ void atanfOther(const float *p, unsigned *o) { // fused: no branch is left here
    int t = threadIdx.x; float a = p[t], b = p[32 + t], c = p[64 + t];
    o[t] = bits(a * b + atanf(c));
}
__global__ void log1pfOwnArgument(const float *p, unsigned *o) { // fused
    int t = threadIdx.x; float a = p[t], b = p[32 + t];
    o[t] = bits(a * b - log1pf(a));
}
__global__ void log1pfOther(const float *p, unsigned *o) { // rounded
    int t = threadIdx.x; float a = p[t], b = p[32 + t], c = p[64 + t];
    o[t] = bits(a * b - log1pf(c));
}
__global__ void sinfProduct(const float *p, unsigned *o) { // rounded
    int t = threadIdx.x; float a = p[t], b = p[32 + t], c = p[64 + t];
    o[t] = bits(a * b + sinf(c));
}
__global__ void sinfReadAgain(const float *p, unsigned *o) { // fused: a and b are live after it anyway
    int t = threadIdx.x; float a = p[t], b = p[32 + t], c = p[64 + t];
    o[t] = bits(a * b + sinf(c));
    o[32 + t] = bits(a - b);
}
__global__ void tanfProduct(const float *p, unsigned *o) { // fused: tanf's branches become selects
    int t = threadIdx.x; float a = p[t], b = p[32 + t], c = p[64 + t];
    o[t] = bits(a * b + tanf(c));
}

// Inputs whose product nearly cancels the call's value, so that a rounded product shows in the
// sum's last bits: f(a, c) is the call's value for lane t, b is solved for.
template <typename T> void inputs(T *h, int t, T (*f)(T, T), bool square, bool minus) {
    T a = (T)1.0 + (T)t / 64 + (T)1.0 / 1048576, c = (T)0.375 + (T)t / 128, d = (T)0.25 + (T)t / 256;
    T near = (T)1.0 + (T)1.0 / 512, v = f(a, square ? d : c);
    if (square) a = (T)sqrt((double)(-v * near)); // a*a + log(d), log(d) < 0
    T b = (minus ? v : -v) * near / a;
    h[t] = a, h[32 + t] = b, h[64 + t] = square ? d : c;
}

template <typename T, typename U> void run(const char *name, void (*k)(const T *, U *), T (*f)(T, T), bool square, bool minus, int outs) {
    T h[96];
    for (int t = 0; t < 32; t++) inputs(h, t, f, square, minus);
    T *dp;
    U *dout, r[64];
    cudaMalloc(&dp, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(dp, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s", name);
    for (int t = 0; t < 32 * outs; t += 3) printf(sizeof(U) == 4 ? " %08llx" : " %016llx", (unsigned long long)r[t]);
    printf("\n");
    cudaFree(dp);
    cudaFree(dout);
}

static double logOf(double a, double c) { return log(c); }
static double logOfA(double a, double c) { return log(a); }
static float atanfOfA(float a, float c) { return atanf(a); }
static float atanfOfC(float a, float c) { return atanf(c); }
static float log1pfOfA(float a, float c) { return log1pf(a); }
static float log1pfOfC(float a, float c) { return log1pf(c); }
static float sinfOfC(float a, float c) { return sinf(c); }
static float tanfOfC(float a, float c) { return tanf(c); }

int main() {
    run<double, unsigned long long>("log product", logProduct, logOf, false, false, 1);
    run<double, unsigned long long>("log square", logSquare, logOf, true, false, 1);
    run<double, unsigned long long>("log own argument", logOwnArgument, logOfA, false, false, 1);
    run<float, unsigned>("atanf own argument", atanfOwnArgument, atanfOfA, false, false, 1);
    run<float, unsigned>("atanf other", atanfOther, atanfOfC, false, false, 1);
    run<float, unsigned>("log1pf own argument", log1pfOwnArgument, log1pfOfA, false, true, 1);
    run<float, unsigned>("log1pf other", log1pfOther, log1pfOfC, false, true, 1);
    run<float, unsigned>("sinf product", sinfProduct, sinfOfC, false, false, 1);
    run<float, unsigned>("sinf read again", sinfReadAgain, sinfOfC, false, false, 2);
    run<float, unsigned>("tanf product", tanfProduct, tanfOfC, false, false, 1);
    return 0;
}
