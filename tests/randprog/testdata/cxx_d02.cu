// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50062).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp2[6] = {45, 16, 33, 30, 13, 10};
int &atp2(int i) { return arrp2[i % 6]; }
void swapp2(int &a, int &b) { int t = a; a = b; b = t; }
template <int N, typename T> __global__ void scalep3(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
struct Tracerp4 {
    static int live;
    int id;
    Tracerp4(int i) : id(i) { live++; printf("p4 make %d (%d live)\n", id, live); }
    Tracerp4(const Tracerp4 &o) : id(o.id + 100) { live++; printf("p4 copy %d\n", id); }
    ~Tracerp4() { live--; printf("p4 drop %d (%d live)\n", id, live); }
};
int Tracerp4::live = 0;
Tracerp4 passp4(Tracerp4 t) { return Tracerp4(t.id + 1); }
int fp5(int a, int b = 2) { return a * 10 + b; }
double fp5(double a) { return a / 4; }
long long fp5(long long a, int b, int c = 2) { return a * b - c; }
const char *fp5(const char *s) { return s + 1; }

int main() {
    {
        std::string s = "warp", t = "bank";
        std::string u = s + "-" + t + std::to_string(993);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 1);
        printf("p0 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p0 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        double v = 170.537;
        std::cout << "p1 [" << std::setw(12) << v << "] [" << std::fixed << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    atp2(5) += 9;
    swapp2(atp2(3), arrp2[1]);
    { int &r = atp2(7); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p2 %d\n", arrp2[i]);
    {
        double h[8] = {-266.150, -427.857, 8.157, 77.802, -34.163, -252.832, -280.507, -19.633}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<1><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    {
        Tracerp4 a(8);
        {
            Tracerp4 b(10);
            Tracerp4 c = passp4(b);
        }
        Tracerp4 d(a);
        printf("p4 end %d\n", Tracerp4::live);
    }
    printf("p5 a %d\n", (int)(fp5(3)));
    printf("p5 b %d\n", (int)(fp5(2, 8)));
    printf("p5 c %.6g\n", (double)(fp5(6.5)));
    printf("p5 d %lld\n", (long long)(fp5(25ll, 7)));
    printf("p5 e %s\n", fp5("xyz"));
    printf("p5 f %d\n", (int)(fp5('a')));
    {
        std::vector<int> v = {-40, 55, -11, 54, 14, -44, -70, -72, -13, -62, 54};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p6 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p6 %d\n", x);
        printf("p6 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    return 0;
}
