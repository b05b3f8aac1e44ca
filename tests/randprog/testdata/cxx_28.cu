// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11028).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

int fp0(int a, int b = 8) { return a * 10 + b; }
double fp0(double a) { return a / 4; }
long long fp0(long long a, int b, int c = 3) { return a * b - c; }
const char *fp0(const char *s) { return s + 1; }
struct Tracerp1 {
    static int live;
    int id;
    Tracerp1(int i) : id(i) { live++; printf("p1 make %d (%d live)\n", id, live); }
    Tracerp1(const Tracerp1 &o) : id(o.id + 100) { live++; printf("p1 copy %d\n", id); }
    ~Tracerp1() { live--; printf("p1 drop %d (%d live)\n", id, live); }
};
int Tracerp1::live = 0;
Tracerp1 passp1(Tracerp1 t) { return Tracerp1(t.id + 1); }
struct Shapep2 {
    virtual ~Shapep2() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp2 : Shapep2 {
    double w, h;
    Rectp2(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep2 : Rectp2 {
    Squarep2(double s) : Rectp2(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep2 : Shapep2 {
    double r;
    Circlep2(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
template <int N, typename T> __global__ void scalep4(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}

int main() {
    printf("p0 a %d\n", (int)(fp0(2)));
    printf("p0 b %d\n", (int)(fp0(1, 6)));
    printf("p0 c %.6g\n", (double)(fp0(7.5)));
    printf("p0 d %lld\n", (long long)(fp0(53ll, 3)));
    printf("p0 e %s\n", fp0("xyz"));
    printf("p0 f %d\n", (int)(fp0('i')));
    {
        Tracerp1 a(2);
        {
            Tracerp1 b(14);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    {
        Rectp2 a(5.5, 7); Squarep2 b(1); Circlep2 c(7.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    {
        std::pair<int, double> ps[] = {{4, 4.5}, {5, -7.25}, {6, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p3 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{35, 6.5f};
        auto [qa, qb] = q;
        printf("p3 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        int h[8] = {-44, 81, -38, -88, -69, -10, 10, -46}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep4<8><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p4 %d %.6g\n", i, (double)h[i]);
    }
    return 0;
}
