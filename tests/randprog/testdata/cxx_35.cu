// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11035).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Vp0 {
    float x, y;
    __host__ __device__ Vp0(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp0 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp0 operator+(const Vp0 &o) const { return Vp0(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp0 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp0(Vp0 v, Vp0 w, float *out) {
    Vp0 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
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
template <typename T> __host__ __device__ T mixp3(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp3 {
    A first; B second;
    auto sum() const { return first + second; }
};
template <int N, typename T> __global__ void scalep4(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}

int main() {
    {
        Vp0 v(-46.67f, -24.57f), w(16.7f, -24.57f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp0<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp0 s = v + w;
    printf("p0 host %.6g\n", (double)(s.dot(v)));
    printf("p0 device 0 %.6g\n", (double)(h[0]));
    printf("p0 device 1 %.6g\n", (double)(h[1]));
    printf("p0 device 2 %.6g\n", (double)(h[2]));
    printf("p0 device 3 %.6g\n", (double)(h[3]));
    printf("p0 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    {
        std::pair<int, double> ps[] = {{4, 5.5}, {0, -6.25}, {7, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p1 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{41, 8.5f};
        auto [qa, qb] = q;
        printf("p1 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Tracerp2 a(7);
        {
            Tracerp2 b(14);
            Tracerp2 c = passp2(b);
        }
        Tracerp2 d(a);
        printf("p2 end %d\n", Tracerp2::live);
    }
    printf("p3 mix1 %.6g\n", (double)(mixp3<float>(-4.88f, -37.68f)));
    printf("p3 mix2 %u\n", (unsigned)(mixp3((unsigned)42656u, (unsigned)31781u)));
    { Pairp3<float, unsigned> q{15.69f, 459u};
    printf("p3 pair %.6g\n", (double)(q.sum()));
    }
    {
        float h[8] = {11.17f, -25.20f, -41.31f, 9.23f, -35.53f, 45.53f, 22.15f, -49.25f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep4<8><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p4 %d %.6g\n", i, (double)h[i]);
    }
    return 0;
}
