// Containers built from ranges of another element type, member function
// templates beside plain members, a kernel template over a struct template
// launched for two element types, and lambdas that copy a vector they
// capture by value.
#include <cstdio>
#include <string>
#include <vector>

template <typename T> struct Cell {
    T value;
    int hits;
};

template <typename T> __global__ void bump(Cell<T> *cells, int n, T by)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        cells[i].value = cells[i].value * by + (T)i;
        cells[i].hits++;
    }
}

struct Scaler {
    int k;
    int apply(int x) const { return x * k; }
    template <typename T> T apply(T x) const { return x * (T)k + (T)0.5; }
    template <typename T> T apply(const T *p) const { return p[0] * (T)k; }
    template <typename T> T apply(T x, T y) const { return x * (T)k + y; }
};

int main()
{
    const int n = 5;
    Cell<int> *ci;
    Cell<double> *cd;
    cudaMallocManaged(&ci, n * sizeof(Cell<int>));
    cudaMallocManaged(&cd, n * sizeof(Cell<double>));
    for (int i = 0; i < n; i++) {
        ci[i] = {i + 1, 0};
        cd[i] = {0.25 * i, 10};
    }
    bump<<<1, 8>>>(ci, n, 3);
    bump<<<1, 8>>>(cd, n, 1.5);
    bump<<<1, 8>>>(ci, n, -1);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) printf("cell %d: %d/%d %g/%d\n", i, ci[i].value, ci[i].hits, cd[i].value, cd[i].hits);

    std::vector<float> f = {1.5f, 2.25f, -3.75f, 1e-3f};
    std::vector<double> a(f.begin(), f.end());
    std::vector<double> b;
    b.assign(f.begin() + 1, f.end());
    std::vector<double> c = {9.0};
    c.insert(c.end(), f.begin(), f.begin() + 2);
    int arr[4] = {4, -3, 2, 7};
    std::vector<long long> big(arr, arr + 4);
    std::vector<int> self = {1, 2, 3};
    self.insert(self.begin() + 1, self.begin(), self.end());
    printf("a: %zu %.9g %.9g  b: %zu %.9g  c: %zu %.9g %.9g  big: %lld %lld  self:", a.size(), a[1], a[3], b.size(),
           b[0], c.size(), c[0], c[2], big[1], big[3]);
    for (int v : self) printf(" %d", v);
    printf("\n");
    std::vector<unsigned char> bytes = {83, 73, 77, 84, 33};
    std::string word(bytes.begin(), bytes.end());
    const char *names[3] = {"warp", "lane", "block"};
    std::vector<std::string> list(names, names + 3);
    printf("word=%s list=%s,%s,%s\n", word.c_str(), list[0].c_str(), list[1].c_str(), list[2].c_str());

    Scaler s{3};
    double d[2] = {0.5, 2.0};
    const double *cdp = d; // (for d itself, apply(T) with T = double * would rank first)
    printf("apply: %d %g %g %g %d\n", s.apply(7), s.apply(1.25), s.apply(cdp), s.apply(2.0f, 0.25f), s.apply(4, 1));

    std::vector<int> v = {10, 20, 30};
    auto first = [v]() { return v[0]; };
    auto second = [=]() { return v[1] + v[2]; };
    auto live = [&]() { return v[0]; };
    v[0] = -1;
    v[2] = 0;
    printf("copies: %d %d live: %d\n", first(), second(), live());
    cudaFree(ci);
    cudaFree(cd);
    return 0;
}
