// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50124).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp1[6] = {11, 6, 12, 15, 17, 8};
int &atp1(int i) { return arrp1[i % 6]; }
void swapp1(int &a, int &b) { int t = a; a = b; b = t; }
template <int N, typename T> __global__ void scalep2(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
struct Tracerp3 {
    static int live;
    int id;
    Tracerp3(int i) : id(i) { live++; printf("p3 make %d (%d live)\n", id, live); }
    Tracerp3(const Tracerp3 &o) : id(o.id + 100) { live++; printf("p3 copy %d\n", id); }
    ~Tracerp3() { live--; printf("p3 drop %d (%d live)\n", id, live); }
};
int Tracerp3::live = 0;
Tracerp3 passp3(Tracerp3 t) { return Tracerp3(t.id + 1); }
namespace nsp4 {
enum class Colorp4 : unsigned { Redp4 = 2, Greenp4, Bluep4 = 11 };
inline const char *name(Colorp4 c) {
    switch (c) {
    case Colorp4::Redp4: return "red";
    case Colorp4::Greenp4: return "green";
    default: return "blue";
    }
}
namespace innerp4 { constexpr int scalep4 = 8; }
}
namespace nsp6 {
enum class Colorp6 : int { Redp6 = 0, Greenp6, Bluep6 = 10 };
inline const char *name(Colorp6 c) {
    switch (c) {
    case Colorp6::Redp6: return "red";
    case Colorp6::Greenp6: return "green";
    default: return "blue";
    }
}
namespace innerp6 { constexpr int scalep6 = 3; }
}

int main() {
    {
        long long v = 244528270354ll;
        std::cout << "p0 [" << std::scientific << v << "] [" << std::scientific << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    atp1(2) += 8;
    swapp1(atp1(1), arrp1[1]);
    { int &r = atp1(6); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p1 %d\n", arrp1[i]);
    {
        float h[8] = {-48.22f, -3.50f, 46.15f, 34.39f, 37.28f, -25.14f, 44.89f, -15.9f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep2<5><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p2 %d %.6g\n", i, (double)h[i]);
    }
    {
        Tracerp3 a(9);
        {
            Tracerp3 b(11);
            Tracerp3 c = passp3(b);
        }
        Tracerp3 d(a);
        printf("p3 end %d\n", Tracerp3::live);
    }
    for (int i = 0; i < 3; i++) {
        nsp4::Colorp4 c = i == 0 ? nsp4::Colorp4::Redp4 : i == 1 ? nsp4::Colorp4::Greenp4 : nsp4::Colorp4::Bluep4;
        printf("p4 %s %d %zu\n", nsp4::name(c), (int)c * nsp4::innerp4::scalep4, sizeof c);
    }
    {
        std::pair<int, double> ps[] = {{3, 0.5}, {3, -1.25}, {0, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p5 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{31, 2.5f};
        auto [qa, qb] = q;
        printf("p5 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    for (int i = 0; i < 3; i++) {
        nsp6::Colorp6 c = i == 0 ? nsp6::Colorp6::Redp6 : i == 1 ? nsp6::Colorp6::Greenp6 : nsp6::Colorp6::Bluep6;
        printf("p6 %s %d %zu\n", nsp6::name(c), (int)c * nsp6::innerp6::scalep6, sizeof c);
    }
    return 0;
}
