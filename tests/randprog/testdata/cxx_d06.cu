// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50186).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <int N, typename T> __global__ void scalep1(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
template <int N, typename T> __global__ void scalep2(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
int fp3(int a, int b = 0) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 5) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }

int main() {
    {
        std::vector<int> v = {-88, 84, 9, -3, 27};
        int k = 5, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p0 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p0 %d\n", x);
        printf("p0 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        float h[8] = {36.5f, 37.96f, -31.4f, -2.1f, 23.21f, 40.51f, 17.21f, 30.17f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep1<5><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p1 %d %.6g\n", i, (double)h[i]);
    }
    {
        int h[8] = {41, -96, -30, -45, -12, -62, -75, 96}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep2<8><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p2 %d %.6g\n", i, (double)h[i]);
    }
    printf("p3 a %d\n", (int)(fp3(4)));
    printf("p3 b %d\n", (int)(fp3(7, 1)));
    printf("p3 c %.6g\n", (double)(fp3(6.5)));
    printf("p3 d %lld\n", (long long)(fp3(4ll, 8)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('o')));
    return 0;
}
