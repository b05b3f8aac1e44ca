// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50558).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Tracerp0 {
    static int live;
    int id;
    Tracerp0(int i) : id(i) { live++; printf("p0 make %d (%d live)\n", id, live); }
    Tracerp0(const Tracerp0 &o) : id(o.id + 100) { live++; printf("p0 copy %d\n", id); }
    ~Tracerp0() { live--; printf("p0 drop %d (%d live)\n", id, live); }
};
int Tracerp0::live = 0;
Tracerp0 passp0(Tracerp0 t) { return Tracerp0(t.id + 1); }
struct Vp1 {
    double x, y;
    __host__ __device__ Vp1(double x_, double y_) : x(x_), y(y_) {}
    __host__ __device__ double dot(const Vp1 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp1 operator+(const Vp1 &o) const { return Vp1(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp1 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp1(Vp1 v, Vp1 w, double *out) {
    Vp1 s = v + w;
    out[threadIdx.x] = s.dot(v) + (double)threadIdx.x * (s == w ? 2 : 1);
}
int fp2(int a, int b = 1) { return a * 10 + b; }
double fp2(double a) { return a / 4; }
long long fp2(long long a, int b, int c = 5) { return a * b - c; }
const char *fp2(const char *s) { return s + 1; }
struct Shapep3 {
    virtual ~Shapep3() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp3 : Shapep3 {
    double w, h;
    Rectp3(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep3 : Rectp3 {
    Squarep3(double s) : Rectp3(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep3 : Shapep3 {
    double r;
    Circlep3(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
int fp4(int a, int b = 7) { return a * 10 + b; }
double fp4(double a) { return a / 4; }
long long fp4(long long a, int b, int c = 8) { return a * b - c; }
const char *fp4(const char *s) { return s + 1; }
int fp5(int a, int b = 7) { return a * 10 + b; }
double fp5(double a) { return a / 4; }
long long fp5(long long a, int b, int c = 7) { return a * b - c; }
const char *fp5(const char *s) { return s + 1; }

int main() {
    {
        Tracerp0 a(2);
        {
            Tracerp0 b(10);
            Tracerp0 c = passp0(b);
        }
        Tracerp0 d(a);
        printf("p0 end %d\n", Tracerp0::live);
    }
    {
        Vp1 v(240.508, -193.440), w(306.67, -193.440);
        double *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp1<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp1 s = v + w;
    printf("p1 host %.6g\n", (double)(s.dot(v)));
    printf("p1 device 0 %.6g\n", (double)(h[0]));
    printf("p1 device 1 %.6g\n", (double)(h[1]));
    printf("p1 device 2 %.6g\n", (double)(h[2]));
    printf("p1 device 3 %.6g\n", (double)(h[3]));
    printf("p1 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    printf("p2 a %d\n", (int)(fp2(0)));
    printf("p2 b %d\n", (int)(fp2(1, 6)));
    printf("p2 c %.6g\n", (double)(fp2(3.5)));
    printf("p2 d %lld\n", (long long)(fp2(9ll, 5)));
    printf("p2 e %s\n", fp2("xyz"));
    printf("p2 f %d\n", (int)(fp2('q')));
    {
        Rectp3 a(6.5, 3); Squarep3 b(7); Circlep3 c(6.25);
        Shapep3 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep3 *s : all) { printf("p3 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p3 total %.4f\n", total);
    }
    printf("p4 a %d\n", (int)(fp4(2)));
    printf("p4 b %d\n", (int)(fp4(2, 2)));
    printf("p4 c %.6g\n", (double)(fp4(5.5)));
    printf("p4 d %lld\n", (long long)(fp4(23ll, 1)));
    printf("p4 e %s\n", fp4("xyz"));
    printf("p4 f %d\n", (int)(fp4('n')));
    printf("p5 a %d\n", (int)(fp5(8)));
    printf("p5 b %d\n", (int)(fp5(6, 4)));
    printf("p5 c %.6g\n", (double)(fp5(6.5)));
    printf("p5 d %lld\n", (long long)(fp5(29ll, 5)));
    printf("p5 e %s\n", fp5("xyz"));
    printf("p5 f %d\n", (int)(fp5('i')));
    return 0;
}
