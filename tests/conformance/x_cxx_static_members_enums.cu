// C++ that host helpers and small numeric libraries use around kernels:
// static member function templates, static locals of __host__ __device__
// functions and lambdas (one instance per side), operators of enums
// (operator<<, operator|, operator++), a member named like a template
// parameter, const accessors of std::array, a const operator[] returning a
// reference into the object, a range-for over a braced list of pointers,
// function templates deducing a struct template's parameter beside a
// functor's, and result-only vector<T> helpers.
#include <array>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <vector>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error %s at %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

// static member function templates, called on both sides
struct Stepper {
    template <class F> __host__ __device__ static float step(F f, float y, float h) { return y + h * f(y); }
    template <typename T> static T twice(T v) { return v + v; }
};
struct Decay { float k; __host__ __device__ float operator()(float y) const { return -k * y; } };

// a static local per side
__host__ __device__ int ticket(int step) { static int next = 100; next += step; return next; }

// enums with operators
enum class Flags : unsigned { None = 0, Read = 1, Write = 2, Exec = 4 };
__host__ __device__ Flags operator|(Flags a, Flags b) { return Flags((unsigned)a | (unsigned)b); }
__host__ __device__ bool has(Flags set, Flags f) { return ((unsigned)set & (unsigned)f) != 0; }
enum Dir { North, East, South, West };
Dir &operator++(Dir &d) { d = Dir((d + 1) % 4); return d; }
std::ostream &operator<<(std::ostream &os, Dir d) {
    const char *names[] = {"North", "East", "South", "West"};
    return os << names[d];
}
std::ostream &operator<<(std::ostream &os, Flags f) {
    os << (has(f, Flags::Read) ? 'r' : '-') << (has(f, Flags::Write) ? 'w' : '-') << (has(f, Flags::Exec) ? 'x' : '-');
    return os;
}

// a member named T beside a template parameter T
struct Quote { double S, T; };
template <typename T> struct Box { T v; };
template <typename T> T horizon(const Quote &q) { Box<T> b; b.v = (T)q.T; return b.v * (T)2 + (T)q.S; }

// a const operator[] returning a reference into its own array
struct Row {
    float v[4];
    __host__ __device__ const float &operator[](int i) const { return v[i]; }
    __host__ __device__ float &operator[](int i) { return v[i]; }
};
struct Table { int id; Row row; };
__global__ void rows(const Table *t, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const Table &e = t[i];
    float last = e.row[3];
    out[i] = last * 10.0f + (float)e.id + e.row[0];
}

// a struct template's parameter deduced beside a functor's
template <typename T> struct P2 { T x, y; };
template <typename T, typename F> __host__ __device__ T apply2(P2<T> a, P2<T> b, F f) { return f(a.x, b.x) + f(a.y, b.y); }
struct MulF { __host__ __device__ float operator()(float a, float b) const { return a * b; } };
struct MaxI { __host__ __device__ long long operator()(long long a, long long b) const { return a > b ? a : b; } };
template <typename T, typename Pred> int countIf(const std::vector<T> &v, Pred p) {
    int n = 0;
    for (const T &x : v) n += p(x) ? 1 : 0;
    return n;
}

// helpers whose vector<T> appears in the result only
template <typename T> std::vector<T> download(const T *d, size_t n) {
    std::vector<T> h(n);
    cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
    return h;
}

__global__ void kernel(float *f, long long *ll, int *tk, unsigned *fl) {
    int i = threadIdx.x;
    f[i] = Stepper::step(Decay{0.5f}, 1.0f + i, 0.1f);
    P2<long long> a{i * 3LL, -i * 1LL}, b{7LL - i, 2LL};
    ll[i] = apply2(a, b, MaxI());
    if (i == 0) { tk[0] = ticket(1); tk[1] = ticket(10); }
    fl[i] = (unsigned)((i & 1 ? Flags::Read : Flags::None) | (i & 2 ? Flags::Exec : Flags::None));
}

int main() {
    // host side of the static locals and member templates
    int t1 = ticket(5);
    int t2nd = ticket(7);
    printf("host tickets %d %d\n", t1, t2nd);
    auto counter = [](int by) { static int total = 0; total += by; return total; };
    int c1 = counter(3), c2 = counter(4);
    printf("lambda static %d %d\n", c1, c2);
    printf("step %.9g twice %d %.17g\n", Stepper::step(Decay{2.0f}, 3.0f, 0.25f), Stepper::twice(21), Stepper::twice<double>(0.1));

    float *df; long long *dl; int *dt; unsigned *du;
    CHECK(cudaMalloc(&df, 8 * sizeof(float)));
    CHECK(cudaMalloc(&dl, 8 * sizeof(long long)));
    CHECK(cudaMalloc(&dt, 2 * sizeof(int)));
    CHECK(cudaMalloc(&du, 8 * sizeof(unsigned)));
    kernel<<<1, 8>>>(df, dl, dt, du);
    CHECK(cudaGetLastError());
    auto f = download(df, 8);
    auto ll = download(dl, 8);
    auto tk = download(dt, 2);
    auto fl = download(du, 8);
    for (int i = 0; i < 8; i++) printf("i=%d step=%.9g max=%lld flags=%u\n", i, f[i], ll[i], fl[i]);
    printf("device tickets %d %d, host again %d\n", tk[0], tk[1], ticket(0));

    // enums through operators
    std::ostringstream os;
    Dir d = South;
    for (int k = 0; k < 5; k++) { os << d << (k < 4 ? "," : ""); ++d; }
    Flags rw = Flags::Read | Flags::Write;
    std::cout << os.str() << " | " << rw << " " << (rw | Flags::Exec) << " " << Flags::None << "\n";

    // template parameter and member of one name
    Quote q{100.0, 0.25};
    printf("horizon %.17g %.9g\n", horizon<double>(q), horizon<float>(q));

    // const std::array accessors
    const std::array<float, 5> arr = {1.5f, -2.0f, 3.25f, 0.5f, 8.0f};
    const float *p = arr.data();
    float s = 0;
    for (const float *it = arr.begin(); it != arr.end(); ++it) s += *it;
    printf("array %.9g %.9g %.9g %zu\n", p[2], s, *(arr.cend() - 1), arr.size());

    // a const reference into an element, then a const operator[] on its member
    std::vector<Table> tabs(5);
    for (int i = 0; i < 5; i++) {
        tabs[i].id = 10 * i;
        for (int k = 0; k < 4; k++) tabs[i].row[k] = i + 0.25f * k;
    }
    const std::vector<Table> &ct = tabs;
    const Table &t2 = ct[2];
    float r3 = t2.row[3];
    printf("table %d %.9g %.9g\n", t2.id, r3, t2.row[1]);
    Table *dtab; float *dout;
    CHECK(cudaMalloc(&dtab, 5 * sizeof(Table)));
    CHECK(cudaMalloc(&dout, 5 * sizeof(float)));
    CHECK(cudaMemcpy(dtab, tabs.data(), 5 * sizeof(Table), cudaMemcpyHostToDevice));
    rows<<<1, 32>>>(dtab, dout, 5);
    auto out = download(dout, 5);
    for (int i = 0; i < 5; i++) printf("row %d %.9g\n", i, out[i]);

    // range-for over a braced list of pointers
    int x = 4, y = 9, z = -3;
    int sum = 0;
    for (int *ptr : {&x, &y, &z}) { *ptr *= 2; sum += *ptr; }
    for (const int *ptr : {&z, &x}) sum += *ptr;
    printf("pointers %d %d %d %d\n", x, y, z, sum);

    // a struct template's parameter beside a functor's, on the host
    P2<float> fa{1.5f, 2.0f}, fb{4.0f, -0.5f};
    std::vector<double> vals = {0.5, -1.25, 3.0, 7.5, -0.125};
    printf("apply2 %.9g countIf %d %d\n", apply2(fa, fb, MulF()), countIf(vals, [](double v) { return v > 0; }),
           countIf(std::vector<int>{1, 2, 3, 4, 5, 6}, [](int v) { return v % 3 == 0; }));

    cudaFree(df); cudaFree(dl); cudaFree(dt); cudaFree(du); cudaFree(dtab); cudaFree(dout);
    return 0;
}
