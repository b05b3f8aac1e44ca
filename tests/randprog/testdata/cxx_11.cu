// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11011).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <int N, typename T> __global__ void scalep0(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
namespace nsp1 {
enum class Colorp1 : int { Redp1 = 0, Greenp1, Bluep1 = 10 };
inline const char *name(Colorp1 c) {
    switch (c) {
    case Colorp1::Redp1: return "red";
    case Colorp1::Greenp1: return "green";
    default: return "blue";
    }
}
namespace innerp1 { constexpr int scalep1 = 7; }
}
static int arrp2[6] = {28, 49, 31, 33, 9, 8};
int &atp2(int i) { return arrp2[i % 6]; }
void swapp2(int &a, int &b) { int t = a; a = b; b = t; }
template <int N, typename T> __global__ void scalep3(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
struct Vp5 {
    float x, y;
    __host__ __device__ Vp5(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp5 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp5 operator+(const Vp5 &o) const { return Vp5(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp5 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp5(Vp5 v, Vp5 w, float *out) {
    Vp5 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
}

int main() {
    {
        int h[8] = {-83, -100, -92, -64, 74, 65, -53, -29}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep0<6><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p0 %d %.6g\n", i, (double)h[i]);
    }
    for (int i = 0; i < 3; i++) {
        nsp1::Colorp1 c = i == 0 ? nsp1::Colorp1::Redp1 : i == 1 ? nsp1::Colorp1::Greenp1 : nsp1::Colorp1::Bluep1;
        printf("p1 %s %d %zu\n", nsp1::name(c), (int)c * nsp1::innerp1::scalep1, sizeof c);
    }
    atp2(0) += 2;
    swapp2(atp2(2), arrp2[4]);
    { int &r = atp2(6); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p2 %d\n", arrp2[i]);
    {
        float h[8] = {27.90f, 7.64f, -36.81f, -9.62f, 10.0f, -30.11f, 40.47f, 29.88f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<7><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    {
        std::vector<int> v = {-27, 65, -43, -14, 17, -29, 6, -71, -88};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p4 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p4 %d\n", x);
        printf("p4 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        Vp5 v(22.15f, 16.82f), w(26.2f, 16.82f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp5<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp5 s = v + w;
    printf("p5 host %.6g\n", (double)(s.dot(v)));
    printf("p5 device 0 %.6g\n", (double)(h[0]));
    printf("p5 device 1 %.6g\n", (double)(h[1]));
    printf("p5 device 2 %.6g\n", (double)(h[2]));
    printf("p5 device 3 %.6g\n", (double)(h[3]));
    printf("p5 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    return 0;
}
