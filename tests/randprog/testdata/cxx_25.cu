// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11025).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Tracerp1 {
    static int live;
    int id;
    Tracerp1(int i) : id(i) { live++; printf("p1 make %d (%d live)\n", id, live); }
    Tracerp1(const Tracerp1 &o) : id(o.id + 100) { live++; printf("p1 copy %d\n", id); }
    ~Tracerp1() { live--; printf("p1 drop %d (%d live)\n", id, live); }
};
int Tracerp1::live = 0;
Tracerp1 passp1(Tracerp1 t) { return Tracerp1(t.id + 1); }
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
namespace nsp4 {
enum class Colorp4 : unsigned { Redp4 = 3, Greenp4, Bluep4 = 12 };
inline const char *name(Colorp4 c) {
    switch (c) {
    case Colorp4::Redp4: return "red";
    case Colorp4::Greenp4: return "green";
    default: return "blue";
    }
}
namespace innerp4 { constexpr int scalep4 = 7; }
}
static int arrp5[6] = {34, 37, 3, 13, 5, 44};
int &atp5(int i) { return arrp5[i % 6]; }
void swapp5(int &a, int &b) { int t = a; a = b; b = t; }
static int arrp6[6] = {27, 17, 8, 7, 11, 27};
int &atp6(int i) { return arrp6[i % 6]; }
void swapp6(int &a, int &b) { int t = a; a = b; b = t; }

int main() {
    {
        std::pair<int, double> ps[] = {{5, 5.5}, {6, -0.25}, {7, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p0 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{47, 7.5f};
        auto [qa, qb] = q;
        printf("p0 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Tracerp1 a(0);
        {
            Tracerp1 b(18);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    {
        std::vector<int> v = {60, 6, -69, 39, -57, -73, -71, 38, -39, -23, 11};
        int k = 4, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p2 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p2 %d\n", x);
        printf("p2 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        Vp3 v(-12, 93), w(-26, 93);
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
    for (int i = 0; i < 3; i++) {
        nsp4::Colorp4 c = i == 0 ? nsp4::Colorp4::Redp4 : i == 1 ? nsp4::Colorp4::Greenp4 : nsp4::Colorp4::Bluep4;
        printf("p4 %s %d %zu\n", nsp4::name(c), (int)c * nsp4::innerp4::scalep4, sizeof c);
    }
    atp5(6) += 9;
    swapp5(atp5(0), arrp5[0]);
    { int &r = atp5(3); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p5 %d\n", arrp5[i]);
    atp6(8) += 18;
    swapp6(atp6(3), arrp6[1]);
    { int &r = atp6(6); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p6 %d\n", arrp6[i]);
    return 0;
}
