// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11018).
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
struct Vp1 {
    int x, y;
    __host__ __device__ Vp1(int x_, int y_) : x(x_), y(y_) {}
    __host__ __device__ int dot(const Vp1 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp1 operator+(const Vp1 &o) const { return Vp1(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp1 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp1(Vp1 v, Vp1 w, int *out) {
    Vp1 s = v + w;
    out[threadIdx.x] = s.dot(v) + (int)threadIdx.x * (s == w ? 2 : 1);
}
struct Vp2 {
    float x, y;
    __host__ __device__ Vp2(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp2 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp2 operator+(const Vp2 &o) const { return Vp2(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp2 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp2(Vp2 v, Vp2 w, float *out) {
    Vp2 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
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
        Vp0 v(70, 44), w(-62, 44);
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
    {
        Vp1 v(-39, -71), w(87, -71);
        int *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp1<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp1 s = v + w;
    printf("p1 host %d\n", (int)(s.dot(v)));
    printf("p1 device 0 %d\n", (int)(h[0]));
    printf("p1 device 1 %d\n", (int)(h[1]));
    printf("p1 device 2 %d\n", (int)(h[2]));
    printf("p1 device 3 %d\n", (int)(h[3]));
    printf("p1 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    {
        Vp2 v(-3.38f, 15.64f), w(-13.69f, 15.64f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp2<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp2 s = v + w;
    printf("p2 host %.6g\n", (double)(s.dot(v)));
    printf("p2 device 0 %.6g\n", (double)(h[0]));
    printf("p2 device 1 %.6g\n", (double)(h[1]));
    printf("p2 device 2 %.6g\n", (double)(h[2]));
    printf("p2 device 3 %.6g\n", (double)(h[3]));
    printf("p2 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    {
        std::pair<int, double> ps[] = {{4, 3.5}, {5, -3.25}, {2, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p3 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{18, 4.5f};
        auto [qa, qb] = q;
        printf("p3 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Tracerp4 a(0);
        {
            Tracerp4 b(16);
            Tracerp4 c = passp4(b);
        }
        Tracerp4 d(a);
        printf("p4 end %d\n", Tracerp4::live);
    }
    return 0;
}
