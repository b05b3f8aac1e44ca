// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11004).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <typename T> __host__ __device__ T mixp1(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp1 {
    A first; B second;
    auto sum() const { return first + second; }
};
struct Tracerp2 {
    static int live;
    int id;
    Tracerp2(int i) : id(i) { live++; printf("p2 make %d (%d live)\n", id, live); }
    Tracerp2(const Tracerp2 &o) : id(o.id + 100) { live++; printf("p2 copy %d\n", id); }
    ~Tracerp2() { live--; printf("p2 drop %d (%d live)\n", id, live); }
};
int Tracerp2::live = 0;
Tracerp2 passp2(Tracerp2 t) { return Tracerp2(t.id + 1); }
struct Tracerp3 {
    static int live;
    int id;
    Tracerp3(int i) : id(i) { live++; printf("p3 make %d (%d live)\n", id, live); }
    Tracerp3(const Tracerp3 &o) : id(o.id + 100) { live++; printf("p3 copy %d\n", id); }
    ~Tracerp3() { live--; printf("p3 drop %d (%d live)\n", id, live); }
};
int Tracerp3::live = 0;
Tracerp3 passp3(Tracerp3 t) { return Tracerp3(t.id + 1); }
static int arrp4[6] = {15, 44, 25, 33, 36, 25};
int &atp4(int i) { return arrp4[i % 6]; }
void swapp4(int &a, int &b) { int t = a; a = b; b = t; }
struct Vp5 {
    float x, y;
    __host__ __device__ Vp5(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp5 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp5 operator+(const Vp5 &o) const { return Vp5(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp5 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp5(Vp5 v, Vp5 w, float *out) {
    Vp5 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
}

int main() {
    {
        std::vector<int> v = {-88, -43, -22, 70, 98, -53, -88, 70, -61, 50};
        int k = 4, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p0 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p0 %d\n", x);
        printf("p0 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    printf("p1 mix1 %u\n", (unsigned)(mixp1<unsigned>(59058u, 11733u)));
    printf("p1 mix2 %lld\n", (long long)(mixp1((long long)-13301906863ll, (long long)-499953717528ll)));
    { Pairp1<unsigned, long long> q{88898u, -546879601251ll};
    printf("p1 pair %.6g\n", (double)(q.sum()));
    }
    {
        Tracerp2 a(2);
        {
            Tracerp2 b(13);
            Tracerp2 c = passp2(b);
        }
        Tracerp2 d(a);
        printf("p2 end %d\n", Tracerp2::live);
    }
    {
        Tracerp3 a(9);
        {
            Tracerp3 b(19);
            Tracerp3 c = passp3(b);
        }
        Tracerp3 d(a);
        printf("p3 end %d\n", Tracerp3::live);
    }
    atp4(3) += 8;
    swapp4(atp4(5), arrp4[4]);
    { int &r = atp4(2); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p4 %d\n", arrp4[i]);
    {
        Vp5 v(23.5f, 27.12f), w(-10.27f, 27.12f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp5<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp5 s = v + w;
    printf("p5 host %.6g\n", (double)(s.dot(v)));
    printf("p5 device 0 %.6g\n", (double)(h[0]));
    printf("p5 device 1 %.6g\n", (double)(h[1]));
    printf("p5 device 2 %.6g\n", (double)(h[2]));
    printf("p5 device 3 %.6g\n", (double)(h[3]));
    printf("p5 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    {
        std::pair<int, double> ps[] = {{5, 4.5}, {3, -3.25}, {2, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p6 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{41, 0.5f};
        auto [qa, qb] = q;
        printf("p6 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    return 0;
}
