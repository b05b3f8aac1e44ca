// User-defined literals on both sides, friend operators defined in their
// class (which find the class's static members by their plain names), a
// class's braced temporary with nested lists, a program's own `array`
// template beside the library's names, and std::string edits through
// iterators.
#include <cstdio>
#include <string>

class Q8 {
public:
    static constexpr int frac = 8;
    static constexpr int one = 1 << frac;
    __host__ __device__ static Q8 raw(int r) { Q8 q; q.r_ = r; return q; }
    __host__ __device__ int bits() const { return r_; }
    __host__ __device__ float as_float() const { return (float)r_ / one; }
    __host__ __device__ friend Q8 operator+(Q8 a, Q8 b) { return raw(a.r_ + b.r_); }
    __host__ __device__ friend Q8 operator*(Q8 a, Q8 b) { return raw((int)(((long long)a.r_ * b.r_) >> frac)); }
    __host__ __device__ friend bool operator<(Q8 a, Q8 b) { return a.r_ < b.r_; }

private:
    int r_;
};

__host__ __device__ Q8 operator""_q(unsigned long long v) { return Q8::raw((int)v * Q8::one); }
__host__ __device__ Q8 operator"" _q(long double v) { return Q8::raw((int)(v * Q8::one)); }

struct Mat2 {
    float m[2][2];
    __host__ __device__ static Mat2 rotation90() { return Mat2{{{0, -1}, {1, 0}}}; }
    __host__ __device__ static Mat2 diag(float a, float b) { return Mat2{{a, 0, 0, b}}; }
};

__host__ __device__ Mat2 mul(const Mat2 &x, const Mat2 &y)
{
    Mat2 r{};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            r.m[i][j] = x.m[i][0] * y.m[0][j] + x.m[i][1] * y.m[1][j];
    return r;
}

template <typename T, int N> struct array {
    T items[N];
    __host__ __device__ int size() const { return N; }
};

struct true_type {
    int votes;
};

__global__ void fixed_point(int *out)
{
    Q8 x = 3_q, half = 0.5_q;
    Q8 y = x * half + 1_q;
    out[0] = y.bits();
    out[1] = (half < x) ? 1 : 0;
    Mat2 r = mul(Mat2::rotation90(), Mat2::diag(2, 3));
    out[2] = (int)(r.m[0][1] * 10);
    out[3] = (int)(r.m[1][0] * 10);
    array<short, 5> a{{1, 2, 3, 4, 5}};
    out[4] = a.size() + a.items[4];
    true_type t{(int)threadIdx.x + 7};
    out[5] = t.votes;
}

int main()
{
    Q8 a = 2_q, b = 1.25_q, c = 0.0625_q;
    printf("a %d b %d c %d\n", a.bits(), b.bits(), c.bits());
    printf("a*b %.4f a+b+c %.4f b<a %d\n", (a * b).as_float(), (a + b + c).as_float(), b < a);

    Mat2 r = mul(Mat2::diag(1, 2), Mat2::rotation90());
    printf("mat %g %g %g %g\n", r.m[0][0], r.m[0][1], r.m[1][0], r.m[1][1]);

    int *d, h[6];
    cudaMalloc(&d, sizeof h);
    fixed_point<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
    cudaFree(d);

    std::string s = "kernel";
    s.insert(s.begin(), '_');
    auto at = s.insert(s.begin() + 4, '-');
    printf("%s (inserted '%c')\n", s.c_str(), *at);
    s.erase(s.begin() + 1);
    printf("%s\n", s.c_str());
    s.erase(s.begin() + 2, s.begin() + 4);
    printf("%s size %zu\n", s.c_str(), s.size());
    std::string word;
    for (char ch = 'a'; ch <= 'e'; ch++) word = ch + word;
    std::string tagged = '<' + word + '>';
    printf("%s %s\n", word.c_str(), tagged.c_str());
    return 0;
}
