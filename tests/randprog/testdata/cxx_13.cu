// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11013).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Tracerp0 {
    static int live;
    int id;
    Tracerp0(int i) : id(i) { live++; printf("p0 make %d (%d live)\n", id, live); }
    Tracerp0(const Tracerp0 &o) : id(o.id + 100) { live++; printf("p0 copy %d\n", id); }
    ~Tracerp0() { live--; printf("p0 drop %d (%d live)\n", id, live); }
};
int Tracerp0::live = 0;
Tracerp0 passp0(Tracerp0 t) { return Tracerp0(t.id + 1); }
template <typename T> __host__ __device__ T mixp1(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp1 {
    A first; B second;
    auto sum() const { return first + second; }
};
template <int N, typename T> __global__ void scalep5(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}

int main() {
    {
        Tracerp0 a(5);
        {
            Tracerp0 b(13);
            Tracerp0 c = passp0(b);
        }
        Tracerp0 d(a);
        printf("p0 end %d\n", Tracerp0::live);
    }
    printf("p1 mix1 %d\n", (int)(mixp1<int>(7, -3)));
    printf("p1 mix2 %u\n", (unsigned)(mixp1((unsigned)12756u, (unsigned)9832u)));
    { Pairp1<int, unsigned> q{-13, 71885u};
    printf("p1 pair %.6g\n", (double)(q.sum()));
    }
    {
        std::vector<int> v = {66, -70, -25, 17, 59};
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
        std::vector<int> v = {-88, -8, 51, -78, 35, -29, 55, 72, -8, -28, 67};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p3 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p3 %d\n", x);
        printf("p3 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        std::string s = "lane", t = "grid";
        std::string u = s + "-" + t + std::to_string(797);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 6);
        printf("p4 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p4 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        double h[8] = {-237.443, -58.882, -499.888, -25.125, 111.854, 354.315, -437.2, -422.427}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep5<6><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p5 %d %.6g\n", i, (double)h[i]);
    }
    return 0;
}
