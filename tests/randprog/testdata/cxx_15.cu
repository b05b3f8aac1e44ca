// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11015).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp0[6] = {15, 22, 12, 0, 43, 25};
int &atp0(int i) { return arrp0[i % 6]; }
void swapp0(int &a, int &b) { int t = a; a = b; b = t; }
template <int N, typename T> __global__ void scalep1(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
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
namespace nsp3 {
enum class Colorp3 : long long { Redp3 = 0, Greenp3, Bluep3 = 10 };
inline const char *name(Colorp3 c) {
    switch (c) {
    case Colorp3::Redp3: return "red";
    case Colorp3::Greenp3: return "green";
    default: return "blue";
    }
}
namespace innerp3 { constexpr int scalep3 = 4; }
}
namespace nsp4 {
enum class Colorp4 : long long { Redp4 = 1, Greenp4, Bluep4 = 10 };
inline const char *name(Colorp4 c) {
    switch (c) {
    case Colorp4::Redp4: return "red";
    case Colorp4::Greenp4: return "green";
    default: return "blue";
    }
}
namespace innerp4 { constexpr int scalep4 = 5; }
}

int main() {
    atp0(9) += 16;
    swapp0(atp0(1), arrp0[5]);
    { int &r = atp0(2); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p0 %d\n", arrp0[i]);
    {
        double h[8] = {-320.863, -29.317, -63.422, -58.481, -132.975, -223.445, -49.836, -414.484}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep1<5><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p1 %d %.6g\n", i, (double)h[i]);
    }
    {
        Tracerp2 a(7);
        {
            Tracerp2 b(18);
            Tracerp2 c = passp2(b);
        }
        Tracerp2 d(a);
        printf("p2 end %d\n", Tracerp2::live);
    }
    for (int i = 0; i < 3; i++) {
        nsp3::Colorp3 c = i == 0 ? nsp3::Colorp3::Redp3 : i == 1 ? nsp3::Colorp3::Greenp3 : nsp3::Colorp3::Bluep3;
        printf("p3 %s %d %zu\n", nsp3::name(c), (int)c * nsp3::innerp3::scalep3, sizeof c);
    }
    for (int i = 0; i < 3; i++) {
        nsp4::Colorp4 c = i == 0 ? nsp4::Colorp4::Redp4 : i == 1 ? nsp4::Colorp4::Greenp4 : nsp4::Colorp4::Bluep4;
        printf("p4 %s %d %zu\n", nsp4::name(c), (int)c * nsp4::innerp4::scalep4, sizeof c);
    }
    {
        std::pair<int, double> ps[] = {{7, 7.5}, {5, -8.25}, {1, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p5 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{7, 0.5f};
        auto [qa, qb] = q;
        printf("p5 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    return 0;
}
