// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50496).
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

int main() {
    {
        Vp0 v(2.24f, -47.9f), w(-2.60f, -47.9f);
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
    {
        Rectp1 a(7.5, 6); Squarep1 b(8); Circlep1 c(3.25);
        Shapep1 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep1 *s : all) { printf("p1 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p1 total %.4f\n", total);
    }
    {
        std::pair<int, double> ps[] = {{2, 3.5}, {3, -4.25}, {6, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{25, 4.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        std::string s = "warp", t = "lane";
        std::string u = s + "-" + t + std::to_string(197);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 4);
        printf("p3 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p3 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    return 0;
}
