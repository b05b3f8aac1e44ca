// Default member initializers (C++11): `S v;`, partial braced lists, `= {}`, globals,
// constructors that initialise some members themselves, device code, constant
// expressions as defaults; and __func__.
#include <cstdio>
enum Mode { FAST, EXACT };
struct Config { int n = 5; float scale = 1.5f; bool verbose = true; double eps{1e-6}; Mode m = EXACT; int *p = nullptr; int plain; char c = 'x'; };
struct Vec { float x = 1, y = -2; __host__ __device__ Vec() {} __host__ __device__ Vec(float a) : x(a) {} };
struct Inner { int a[2]; int k = 9; };
const int BASE = 3;
struct Derived { int n = 1 << 10; float eps = 1e-3f * 2; int m = BASE * 2 + 1; double d = (double)BASE / 2; bool f = !true; };
__global__ void k(int *o) {
    Config c;
    o[0] = c.n + (int)c.scale + c.verbose + c.m;
    Vec v(3);
    o[1] = (int)(v.x * 10 + v.y);
    if (threadIdx.x == 0) printf("in %s\n", __func__);
}
Config g;
int main() {
    Config c;
    Config d{7, 2.0f};
    Config e = {};
    Vec v, w(4.0f);
    Inner in = {{1, 2}};
    Inner in2;
    printf("%d %g %d %g %d %d %c | %d %g %d %c | %d %d\n", c.n, c.scale, c.verbose, c.eps, c.m, c.p == nullptr, c.c, d.n,
           d.scale, d.verbose, d.c, e.n, g.n);
    printf("%g %g %g %g | %d %d %d\n", v.x, v.y, w.x, w.y, in.a[1], in.k, in2.k);
    int *o, h[2];
    cudaMalloc(&o, 8);
    k<<<1, 1>>>(o);
    cudaMemcpy(h, o, 8, cudaMemcpyDeviceToHost);
    printf("%d %d %s\n", h[0], h[1], __func__);
    Derived dv, dw{5};
    printf("%d %g %d %g %d %d %d\n", dv.n, dv.eps, dv.m, dv.d, dv.f, dw.n, dw.m);
    return 0;
}
// Output:
// 5 1.5 1 1e-06 1 1 x | 7 2 1 x | 5 5
// 1 -2 4 -2 | 2 9 9
// in k
// 8 28 main
// 1024 0.002 7 1.5 0 5 7
