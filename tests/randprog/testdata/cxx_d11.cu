// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50341).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Vp0 {
    int x, y;
    __host__ __device__ Vp0(int x_, int y_) : x(x_), y(y_) {}
    __host__ __device__ int dot(const Vp0 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp0 operator+(const Vp0 &o) const { return Vp0(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp0 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp0(Vp0 v, Vp0 w, int *out) {
    Vp0 s = v + w;
    out[threadIdx.x] = s.dot(v) + (int)threadIdx.x * (s == w ? 2 : 1);
}
int fp1(int a, int b = 6) { return a * 10 + b; }
double fp1(double a) { return a / 4; }
long long fp1(long long a, int b, int c = 5) { return a * b - c; }
const char *fp1(const char *s) { return s + 1; }
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

int main() {
    {
        Vp0 v(1, 6), w(55, 6);
        int *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp0<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp0 s = v + w;
    printf("p0 host %d\n", (int)(s.dot(v)));
    printf("p0 device 0 %d\n", (int)(h[0]));
    printf("p0 device 1 %d\n", (int)(h[1]));
    printf("p0 device 2 %d\n", (int)(h[2]));
    printf("p0 device 3 %d\n", (int)(h[3]));
    printf("p0 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    printf("p1 a %d\n", (int)(fp1(0)));
    printf("p1 b %d\n", (int)(fp1(3, 7)));
    printf("p1 c %.6g\n", (double)(fp1(1.5)));
    printf("p1 d %lld\n", (long long)(fp1(12ll, 2)));
    printf("p1 e %s\n", fp1("xyz"));
    printf("p1 f %d\n", (int)(fp1('w')));
    {
        std::pair<int, double> ps[] = {{3, 1.5}, {7, -7.25}, {1, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{69, 4.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        double h[8] = {-286.975, 135.366, 219.60, -383.451, -188.855, 452.773, -32.972, 411.60}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<6><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    {
        Tracerp4 a(3);
        {
            Tracerp4 b(18);
            Tracerp4 c = passp4(b);
        }
        Tracerp4 d(a);
        printf("p4 end %d\n", Tracerp4::live);
    }
    return 0;
}
