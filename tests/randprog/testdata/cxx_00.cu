// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11000).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <typename T> __host__ __device__ T mixp0(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp0 {
    A first; B second;
    auto sum() const { return first + second; }
};
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
namespace nsp5 {
enum class Colorp5 : long long { Redp5 = 4, Greenp5, Bluep5 = 14 };
inline const char *name(Colorp5 c) {
    switch (c) {
    case Colorp5::Redp5: return "red";
    case Colorp5::Greenp5: return "green";
    default: return "blue";
    }
}
namespace innerp5 { constexpr int scalep5 = 2; }
}

int main() {
    printf("p0 mix1 %d\n", (int)(mixp0<int>(-66, -58)));
    printf("p0 mix2 %.6g\n", (double)(mixp0((double)-168.559, (double)-366.712)));
    { Pairp0<int, double> q{-31, 390.109};
    printf("p0 pair %.6g\n", (double)(q.sum()));
    }
    {
        std::string s = "sector", t = "grid";
        std::string u = s + "-" + t + std::to_string(324);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 1);
        printf("p1 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p1 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        std::vector<int> v = {-73, -12, 35, -52, -21, -33};
        int k = 3, calls = 0;
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
        double h[8] = {-319.855, 95.102, -140.365, -176.4, -133.202, 122.408, -446.459, 203.551}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<3><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    printf("p4 mix1 %d\n", (int)(mixp4<short>(-14, 17)));
    printf("p4 mix2 %.6g\n", (double)(mixp4((double)231.900, (double)-159.412)));
    { Pairp4<short, double> q{89, -37.443};
    printf("p4 pair %.6g\n", (double)(q.sum()));
    }
    for (int i = 0; i < 3; i++) {
        nsp5::Colorp5 c = i == 0 ? nsp5::Colorp5::Redp5 : i == 1 ? nsp5::Colorp5::Greenp5 : nsp5::Colorp5::Bluep5;
        printf("p5 %s %d %zu\n", nsp5::name(c), (int)c * nsp5::innerp5::scalep5, sizeof c);
    }
    return 0;
}
