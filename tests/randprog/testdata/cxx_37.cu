// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11037).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <int N, typename T> __global__ void scalep3(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
template <int N, typename T> __global__ void scalep4(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
int fp5(int a, int b = 4) { return a * 10 + b; }
double fp5(double a) { return a / 4; }
long long fp5(long long a, int b, int c = 2) { return a * b - c; }
const char *fp5(const char *s) { return s + 1; }
namespace nsp6 {
enum class Colorp6 : int { Redp6 = 2, Greenp6, Bluep6 = 11 };
inline const char *name(Colorp6 c) {
    switch (c) {
    case Colorp6::Redp6: return "red";
    case Colorp6::Greenp6: return "green";
    default: return "blue";
    }
}
namespace innerp6 { constexpr int scalep6 = 2; }
}

int main() {
    {
        std::string s = "lane", t = "bank";
        std::string u = s + "-" + t + std::to_string(662);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 6);
        printf("p0 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p0 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        std::vector<int> v = {25, -35, -62, 8, 46, -12, -57, 38, -72, -83, 64, -8};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p1 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p1 %d\n", x);
        printf("p1 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        std::string s = "warp", t = "sector";
        std::string u = s + "-" + t + std::to_string(680);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 5);
        printf("p2 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p2 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        double h[8] = {420.760, 85.728, -15.86, -415.969, -101.28, 283.707, -122.577, 76.520}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<8><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    {
        float h[8] = {-22.27f, 39.22f, -16.96f, -26.42f, -22.64f, -19.9f, -27.22f, -25.92f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep4<5><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p4 %d %.6g\n", i, (double)h[i]);
    }
    printf("p5 a %d\n", (int)(fp5(4)));
    printf("p5 b %d\n", (int)(fp5(5, 6)));
    printf("p5 c %.6g\n", (double)(fp5(8.5)));
    printf("p5 d %lld\n", (long long)(fp5(8ll, 8)));
    printf("p5 e %s\n", fp5("xyz"));
    printf("p5 f %d\n", (int)(fp5('p')));
    for (int i = 0; i < 3; i++) {
        nsp6::Colorp6 c = i == 0 ? nsp6::Colorp6::Redp6 : i == 1 ? nsp6::Colorp6::Greenp6 : nsp6::Colorp6::Bluep6;
        printf("p6 %s %d %zu\n", nsp6::name(c), (int)c * nsp6::innerp6::scalep6, sizeof c);
    }
    return 0;
}
