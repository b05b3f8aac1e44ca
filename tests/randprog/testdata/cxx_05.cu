// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11005).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

int fp0(int a, int b = 3) { return a * 10 + b; }
double fp0(double a) { return a / 4; }
long long fp0(long long a, int b, int c = 6) { return a * b - c; }
const char *fp0(const char *s) { return s + 1; }
struct Vp1 {
    int x, y;
    __host__ __device__ Vp1(int x_, int y_) : x(x_), y(y_) {}
    __host__ __device__ int dot(const Vp1 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp1 operator+(const Vp1 &o) const { return Vp1(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp1 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp1(Vp1 v, Vp1 w, int *out) {
    Vp1 s = v + w;
    out[threadIdx.x] = s.dot(v) + (int)threadIdx.x * (s == w ? 2 : 1);
}
struct Tracerp2 {
    static int live;
    int id;
    Tracerp2(int i) : id(i) { live++; printf("p2 make %d (%d live)\n", id, live); }
    Tracerp2(const Tracerp2 &o) : id(o.id + 100) { live++; printf("p2 copy %d\n", id); }
    ~Tracerp2() { live--; printf("p2 drop %d (%d live)\n", id, live); }
};
int Tracerp2::live = 0;
Tracerp2 passp2(Tracerp2 t) { return Tracerp2(t.id + 1); }
static int arrp3[6] = {40, 14, 23, 26, 10, 34};
int &atp3(int i) { return arrp3[i % 6]; }
void swapp3(int &a, int &b) { int t = a; a = b; b = t; }

int main() {
    printf("p0 a %d\n", (int)(fp0(3)));
    printf("p0 b %d\n", (int)(fp0(0, 2)));
    printf("p0 c %.6g\n", (double)(fp0(7.5)));
    printf("p0 d %lld\n", (long long)(fp0(78ll, 1)));
    printf("p0 e %s\n", fp0("xyz"));
    printf("p0 f %d\n", (int)(fp0('s')));
    {
        Vp1 v(27, 59), w(-45, 59);
        int *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp1<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp1 s = v + w;
    printf("p1 host %d\n", (int)(s.dot(v)));
    printf("p1 device 0 %d\n", (int)(h[0]));
    printf("p1 device 1 %d\n", (int)(h[1]));
    printf("p1 device 2 %d\n", (int)(h[2]));
    printf("p1 device 3 %d\n", (int)(h[3]));
    printf("p1 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    {
        Tracerp2 a(5);
        {
            Tracerp2 b(16);
            Tracerp2 c = passp2(b);
        }
        Tracerp2 d(a);
        printf("p2 end %d\n", Tracerp2::live);
    }
    atp3(6) += 19;
    swapp3(atp3(5), arrp3[2]);
    { int &r = atp3(8); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p3 %d\n", arrp3[i]);
    return 0;
}
