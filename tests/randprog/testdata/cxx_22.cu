// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11022).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

namespace nsp0 {
enum class Colorp0 : long long { Redp0 = 1, Greenp0, Bluep0 = 14 };
inline const char *name(Colorp0 c) {
    switch (c) {
    case Colorp0::Redp0: return "red";
    case Colorp0::Greenp0: return "green";
    default: return "blue";
    }
}
namespace innerp0 { constexpr int scalep0 = 2; }
}
struct Vp3 {
    int x, y;
    __host__ __device__ Vp3(int x_, int y_) : x(x_), y(y_) {}
    __host__ __device__ int dot(const Vp3 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp3 operator+(const Vp3 &o) const { return Vp3(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp3 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp3(Vp3 v, Vp3 w, int *out) {
    Vp3 s = v + w;
    out[threadIdx.x] = s.dot(v) + (int)threadIdx.x * (s == w ? 2 : 1);
}

int main() {
    for (int i = 0; i < 3; i++) {
        nsp0::Colorp0 c = i == 0 ? nsp0::Colorp0::Redp0 : i == 1 ? nsp0::Colorp0::Greenp0 : nsp0::Colorp0::Bluep0;
        printf("p0 %s %d %zu\n", nsp0::name(c), (int)c * nsp0::innerp0::scalep0, sizeof c);
    }
    {
        int v = -22;
        std::cout << "p1 [" << std::scientific << v << "] [" << std::left << std::setw(9) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        std::pair<int, double> ps[] = {{2, 2.5}, {1, -8.25}, {4, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{50, 4.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Vp3 v(-17, 56), w(33, 56);
        int *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp3<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp3 s = v + w;
    printf("p3 host %d\n", (int)(s.dot(v)));
    printf("p3 device 0 %d\n", (int)(h[0]));
    printf("p3 device 1 %d\n", (int)(h[1]));
    printf("p3 device 2 %d\n", (int)(h[2]));
    printf("p3 device 3 %d\n", (int)(h[3]));
    printf("p3 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    return 0;
}
