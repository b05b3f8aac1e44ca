// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11019).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Vp0 {
    float x, y;
    __host__ __device__ Vp0(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp0 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp0 operator+(const Vp0 &o) const { return Vp0(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp0 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp0(Vp0 v, Vp0 w, float *out) {
    Vp0 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
}
template <typename T> __host__ __device__ T mixp1(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp1 {
    A first; B second;
    auto sum() const { return first + second; }
};
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
struct Shapep4 {
    virtual ~Shapep4() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp4 : Shapep4 {
    double w, h;
    Rectp4(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep4 : Rectp4 {
    Squarep4(double s) : Rectp4(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep4 : Shapep4 {
    double r;
    Circlep4(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
struct Tracerp5 {
    static int live;
    int id;
    Tracerp5(int i) : id(i) { live++; printf("p5 make %d (%d live)\n", id, live); }
    Tracerp5(const Tracerp5 &o) : id(o.id + 100) { live++; printf("p5 copy %d\n", id); }
    ~Tracerp5() { live--; printf("p5 drop %d (%d live)\n", id, live); }
};
int Tracerp5::live = 0;
Tracerp5 passp5(Tracerp5 t) { return Tracerp5(t.id + 1); }

int main() {
    {
        Vp0 v(31.63f, 48.90f), w(-47.78f, 48.90f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp0<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp0 s = v + w;
    printf("p0 host %.6g\n", (double)(s.dot(v)));
    printf("p0 device 0 %.6g\n", (double)(h[0]));
    printf("p0 device 1 %.6g\n", (double)(h[1]));
    printf("p0 device 2 %.6g\n", (double)(h[2]));
    printf("p0 device 3 %.6g\n", (double)(h[3]));
    printf("p0 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    printf("p1 mix1 %.6g\n", (double)(mixp1<double>(-304.354, 386.508)));
    printf("p1 mix2 %d\n", (int)(mixp1((int)33, (int)22)));
    { Pairp1<double, int> q{-161.745, -86};
    printf("p1 pair %.6g\n", (double)(q.sum()));
    }
    {
        std::pair<int, double> ps[] = {{3, 3.5}, {4, -1.25}, {4, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{96, 0.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Rectp3 a(8.5, 2); Squarep3 b(8); Circlep3 c(5.25);
        Shapep3 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep3 *s : all) { printf("p3 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p3 total %.4f\n", total);
    }
    {
        Rectp4 a(7.5, 8); Squarep4 b(4); Circlep4 c(1.25);
        Shapep4 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep4 *s : all) { printf("p4 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p4 total %.4f\n", total);
    }
    {
        Tracerp5 a(4);
        {
            Tracerp5 b(11);
            Tracerp5 c = passp5(b);
        }
        Tracerp5 d(a);
        printf("p5 end %d\n", Tracerp5::live);
    }
    {
        std::pair<int, double> ps[] = {{3, 4.5}, {4, -5.25}, {8, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p6 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{66, 8.5f};
        auto [qa, qb] = q;
        printf("p6 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    return 0;
}
