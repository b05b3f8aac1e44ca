// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11014).
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
static int arrp1[6] = {39, 30, 37, 32, 7, 40};
int &atp1(int i) { return arrp1[i % 6]; }
void swapp1(int &a, int &b) { int t = a; a = b; b = t; }
template <int N, typename T> __global__ void scalep3(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}

int main() {
    printf("p0 mix1 %d\n", (int)(mixp0<short>(-8, 16)));
    printf("p0 mix2 %u\n", (unsigned)(mixp0((unsigned)37837u, (unsigned)49393u)));
    { Pairp0<short, unsigned> q{78, 31214u};
    printf("p0 pair %.6g\n", (double)(q.sum()));
    }
    atp1(6) += 12;
    swapp1(atp1(1), arrp1[1]);
    { int &r = atp1(2); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p1 %d\n", arrp1[i]);
    {
        std::vector<int> v = {29, -61, 46, -87, 49, 90, 72, 58, 88};
        int k = 5, calls = 0;
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
        int h[8] = {16, -19, -71, 85, 46, -26, -95, -93}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<7><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    return 0;
}
