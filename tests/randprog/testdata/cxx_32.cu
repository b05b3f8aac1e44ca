// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11032).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Vp3 {
    float x, y;
    __host__ __device__ Vp3(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp3 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp3 operator+(const Vp3 &o) const { return Vp3(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp3 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp3(Vp3 v, Vp3 w, float *out) {
    Vp3 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
}
template <int N, typename T> __global__ void scalep4(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}

int main() {
    {
        std::string s = "warp", t = "grid";
        std::string u = s + "-" + t + std::to_string(965);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 6);
        printf("p0 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p0 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        std::pair<int, double> ps[] = {{1, 7.5}, {2, -8.25}, {3, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p1 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{17, 7.5f};
        auto [qa, qb] = q;
        printf("p1 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        std::string s = "block", t = "grid";
        std::string u = s + "-" + t + std::to_string(957);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 5);
        printf("p2 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p2 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        Vp3 v(46.47f, 32.48f), w(-13.19f, 32.48f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp3<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp3 s = v + w;
    printf("p3 host %.6g\n", (double)(s.dot(v)));
    printf("p3 device 0 %.6g\n", (double)(h[0]));
    printf("p3 device 1 %.6g\n", (double)(h[1]));
    printf("p3 device 2 %.6g\n", (double)(h[2]));
    printf("p3 device 3 %.6g\n", (double)(h[3]));
    printf("p3 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    {
        double h[8] = {249.141, -339.370, 344.538, 143.766, -301.957, -490.672, -255.562, 407.91}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep4<4><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p4 %d %.6g\n", i, (double)h[i]);
    }
    return 0;
}
