// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50310).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp1[6] = {47, 26, 26, 18, 4, 15};
int &atp1(int i) { return arrp1[i % 6]; }
void swapp1(int &a, int &b) { int t = a; a = b; b = t; }
namespace nsp2 {
enum class Colorp2 : long long { Redp2 = 4, Greenp2, Bluep2 = 12 };
inline const char *name(Colorp2 c) {
    switch (c) {
    case Colorp2::Redp2: return "red";
    case Colorp2::Greenp2: return "green";
    default: return "blue";
    }
}
namespace innerp2 { constexpr int scalep2 = 4; }
}
template <int N, typename T> __global__ void scalep3(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
static int arrp4[6] = {33, 13, 17, 6, 21, 27};
int &atp4(int i) { return arrp4[i % 6]; }
void swapp4(int &a, int &b) { int t = a; a = b; b = t; }
struct Vp6 {
    float x, y;
    __host__ __device__ Vp6(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp6 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp6 operator+(const Vp6 &o) const { return Vp6(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp6 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp6(Vp6 v, Vp6 w, float *out) {
    Vp6 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
}

int main() {
    {
        double v = -405.927;
        std::cout << "p0 [" << std::hex << v << "] [" << std::showpos << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    atp1(3) += 14;
    swapp1(atp1(4), arrp1[1]);
    { int &r = atp1(0); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p1 %d\n", arrp1[i]);
    for (int i = 0; i < 3; i++) {
        nsp2::Colorp2 c = i == 0 ? nsp2::Colorp2::Redp2 : i == 1 ? nsp2::Colorp2::Greenp2 : nsp2::Colorp2::Bluep2;
        printf("p2 %s %d %zu\n", nsp2::name(c), (int)c * nsp2::innerp2::scalep2, sizeof c);
    }
    {
        float h[8] = {48.97f, -16.23f, -35.83f, 8.80f, 25.59f, 15.58f, 9.31f, -35.56f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<5><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    atp4(2) += 9;
    swapp4(atp4(4), arrp4[2]);
    { int &r = atp4(1); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p4 %d\n", arrp4[i]);
    {
        std::pair<int, double> ps[] = {{8, 4.5}, {3, -6.25}, {4, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p5 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{25, 7.5f};
        auto [qa, qb] = q;
        printf("p5 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Vp6 v(13.7f, 27.0f), w(44.69f, 27.0f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp6<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp6 s = v + w;
    printf("p6 host %.6g\n", (double)(s.dot(v)));
    printf("p6 device 0 %.6g\n", (double)(h[0]));
    printf("p6 device 1 %.6g\n", (double)(h[1]));
    printf("p6 device 2 %.6g\n", (double)(h[2]));
    printf("p6 device 3 %.6g\n", (double)(h[3]));
    printf("p6 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    return 0;
}
