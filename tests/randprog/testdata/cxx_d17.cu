// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50527).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Shapep0 {
    virtual ~Shapep0() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp0 : Shapep0 {
    double w, h;
    Rectp0(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep0 : Rectp0 {
    Squarep0(double s) : Rectp0(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep0 : Shapep0 {
    double r;
    Circlep0(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
struct Tracerp1 {
    static int live;
    int id;
    Tracerp1(int i) : id(i) { live++; printf("p1 make %d (%d live)\n", id, live); }
    Tracerp1(const Tracerp1 &o) : id(o.id + 100) { live++; printf("p1 copy %d\n", id); }
    ~Tracerp1() { live--; printf("p1 drop %d (%d live)\n", id, live); }
};
int Tracerp1::live = 0;
Tracerp1 passp1(Tracerp1 t) { return Tracerp1(t.id + 1); }
template <int N, typename T> __global__ void scalep2(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
template <int N, typename T> __global__ void scalep3(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
template <typename T> __host__ __device__ T mixp4(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp4 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    {
        Rectp0 a(1.5, 9); Squarep0 b(1); Circlep0 c(4.25);
        Shapep0 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep0 *s : all) { printf("p0 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p0 total %.4f\n", total);
    }
    {
        Tracerp1 a(1);
        {
            Tracerp1 b(19);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    {
        int h[8] = {73, 43, -75, 32, 66, -58, 14, -74}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep2<5><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p2 %d %.6g\n", i, (double)h[i]);
    }
    {
        float h[8] = {13.38f, -29.7f, -9.91f, 32.54f, -9.28f, 21.24f, -49.1f, 9.28f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<1><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    printf("p4 mix1 %u\n", (unsigned)(mixp4<unsigned>(54390u, 26933u)));
    printf("p4 mix2 %.6g\n", (double)(mixp4((float)-9.68f, (float)-6.11f)));
    { Pairp4<unsigned, float> q{50691u, 40.49f};
    printf("p4 pair %.6g\n", (double)(q.sum()));
    }
    {
        std::pair<int, double> ps[] = {{6, 0.5}, {7, -0.25}, {8, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p5 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{60, 4.5f};
        auto [qa, qb] = q;
        printf("p5 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        double v = -186.568;
        std::cout << "p6 [" << std::setprecision(10) << v << "] [" << std::setprecision(10) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    return 0;
}
