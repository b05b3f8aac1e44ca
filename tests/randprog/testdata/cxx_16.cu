// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11016).
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
template <int N, typename T> __global__ void scalep2(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}

int main() {
    {
        Tracerp0 a(0);
        {
            Tracerp0 b(19);
            Tracerp0 c = passp0(b);
        }
        Tracerp0 d(a);
        printf("p0 end %d\n", Tracerp0::live);
    }
    printf("p1 mix1 %d\n", (int)(mixp1<short>(-42, 75)));
    printf("p1 mix2 %lld\n", (long long)(mixp1((long long)-342669080980ll, (long long)48027552997ll)));
    { Pairp1<short, long long> q{-79, 86887584380ll};
    printf("p1 pair %.6g\n", (double)(q.sum()));
    }
    {
        int h[8] = {-85, 33, 73, -81, -40, 25, 62, 46}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep2<6><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p2 %d %.6g\n", i, (double)h[i]);
    }
    {
        std::string s = "sector", t = "lane";
        std::string u = s + "-" + t + std::to_string(531);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 6);
        printf("p3 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p3 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        int v = 20;
        std::cout << "p4 [" << std::hex << v << "] [" << std::setprecision(10) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    return 0;
}
