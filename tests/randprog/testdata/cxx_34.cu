// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11034).
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
struct Tracerp2 {
    static int live;
    int id;
    Tracerp2(int i) : id(i) { live++; printf("p2 make %d (%d live)\n", id, live); }
    Tracerp2(const Tracerp2 &o) : id(o.id + 100) { live++; printf("p2 copy %d\n", id); }
    ~Tracerp2() { live--; printf("p2 drop %d (%d live)\n", id, live); }
};
int Tracerp2::live = 0;
Tracerp2 passp2(Tracerp2 t) { return Tracerp2(t.id + 1); }
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

int main() {
    {
        std::pair<int, double> ps[] = {{4, 8.5}, {8, -0.25}, {0, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p0 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{92, 2.5f};
        auto [qa, qb] = q;
        printf("p0 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        int h[8] = {16, 14, -12, 11, -20, 39, -20, -12}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep1<6><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p1 %d %.6g\n", i, (double)h[i]);
    }
    {
        Tracerp2 a(8);
        {
            Tracerp2 b(14);
            Tracerp2 c = passp2(b);
        }
        Tracerp2 d(a);
        printf("p2 end %d\n", Tracerp2::live);
    }
    {
        double h[8] = {-325.951, 434.46, -465.652, -232.769, 302.445, -478.722, -163.661, -180.6}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<7><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    printf("p4 mix1 %lld\n", (long long)(mixp4<long long>(-110424143438ll, 331003262726ll)));
    printf("p4 mix2 %.6g\n", (double)(mixp4((double)237.782, (double)487.606)));
    { Pairp4<long long, double> q{-511769674858ll, -192.570};
    printf("p4 pair %.6g\n", (double)(q.sum()));
    }
    return 0;
}
