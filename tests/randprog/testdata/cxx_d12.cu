// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50372).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Shapep1 {
    virtual ~Shapep1() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp1 : Shapep1 {
    double w, h;
    Rectp1(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep1 : Rectp1 {
    Squarep1(double s) : Rectp1(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep1 : Shapep1 {
    double r;
    Circlep1(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
struct Tracerp2 {
    static int live;
    int id;
    Tracerp2(int i) : id(i) { live++; printf("p2 make %d (%d live)\n", id, live); }
    Tracerp2(const Tracerp2 &o) : id(o.id + 100) { live++; printf("p2 copy %d\n", id); }
    ~Tracerp2() { live--; printf("p2 drop %d (%d live)\n", id, live); }
};
int Tracerp2::live = 0;
Tracerp2 passp2(Tracerp2 t) { return Tracerp2(t.id + 1); }
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
template <int N, typename T> __global__ void scalep4(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}

int main() {
    {
        int v = 15;
        std::cout << "p0 [" << std::left << std::setw(9) << v << "] [" << std::setprecision(10) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        Rectp1 a(5.5, 9); Squarep1 b(6); Circlep1 c(1.25);
        Shapep1 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep1 *s : all) { printf("p1 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p1 total %.4f\n", total);
    }
    {
        Tracerp2 a(6);
        {
            Tracerp2 b(16);
            Tracerp2 c = passp2(b);
        }
        Tracerp2 d(a);
        printf("p2 end %d\n", Tracerp2::live);
    }
    {
        Rectp3 a(8.5, 3); Squarep3 b(9); Circlep3 c(4.25);
        Shapep3 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep3 *s : all) { printf("p3 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p3 total %.4f\n", total);
    }
    {
        int h[8] = {48, -61, 10, 1, -92, 41, -23, -64}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep4<2><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p4 %d %.6g\n", i, (double)h[i]);
    }
    {
        double v = 101.94;
        std::cout << "p5 [" << std::showpos << v << "] [" << std::hex << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    return 0;
}
