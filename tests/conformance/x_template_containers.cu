// Function templates over the standard containers on the host: a generic
// checker, printer and reducer for std::vector<T>, a lookup in
// std::map<K, V>, and helpers over vectors of pairs and of vectors, used
// with the results of two kernel templates.
#include <cstdio>
#include <vector>
#include <map>
#include <string>
#include <utility>
#include <algorithm>
#include <cmath>

template <typename T>
__global__ void scaleAdd(const T *x, T *y, T a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
std::vector<T> runScaleAdd(const std::vector<T> &x, std::vector<T> y, T a) {
    T *dx, *dy;
    size_t bytes = x.size() * sizeof(T);
    cudaMalloc(&dx, bytes);
    cudaMalloc(&dy, bytes);
    cudaMemcpy(dx, x.data(), bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y.data(), bytes, cudaMemcpyHostToDevice);
    scaleAdd<T><<<(int)(x.size() + 63) / 64, 64>>>(dx, dy, a, (int)x.size());
    cudaMemcpy(y.data(), dy, bytes, cudaMemcpyDeviceToHost);
    cudaFree(dx);
    cudaFree(dy);
    return y;
}

template <typename T>
void printHead(const char *label, const std::vector<T> &v, int n) {
    printf("%s (%zu):", label, v.size());
    for (int i = 0; i < n && i < (int)v.size(); ++i) printf(" %g", (double)v[i]);
    printf("\n");
}

template <typename T>
T total(const std::vector<T> &v) {
    T s = T(0);
    for (size_t i = 0; i < v.size(); ++i) s += v[i];
    return s;
}

template <typename T>
int mismatches(const std::vector<T> &got, const std::vector<T> &want, double tol) {
    int bad = 0;
    for (size_t i = 0; i < got.size(); ++i)
        if (std::fabs((double)got[i] - (double)want[i]) > tol) ++bad;
    return bad;
}

template <typename K, typename V>
V valueOr(const std::map<K, V> &m, const K &key, V fallback) {
    auto it = m.find(key);
    return it == m.end() ? fallback : it->second;
}

template <typename A, typename B>
B sumSeconds(const std::vector<std::pair<A, B>> &ps) {
    B s = B(0);
    for (const auto &p : ps) s += p.second;
    return s;
}

template <typename T>
T largest(const std::vector<std::vector<T>> &rows) {
    T best = rows[0][0];
    for (const auto &r : rows) best = std::max(best, *std::max_element(r.begin(), r.end()));
    return best;
}

int main() {
    const int n = 200;
    std::vector<float> xf(n), yf(n, 1.0f);
    std::vector<double> xd(n), yd(n, -0.5);
    std::vector<int> xi(n), yi(n, 3);
    for (int i = 0; i < n; ++i) {
        xf[i] = 0.01f * i;
        xd[i] = 1.0 / (i + 1);
        xi[i] = i % 17;
    }
    std::vector<float> rf = runScaleAdd(xf, yf, 2.5f);
    std::vector<double> rd = runScaleAdd(xd, yd, 3.0);
    std::vector<int> ri = runScaleAdd(xi, yi, -2);
    printHead("float", rf, 5);
    printHead("double", rd, 5);
    printHead("int", ri, 5);
    printf("totals %.6f %.12f %d\n", total(rf), total(rd), total(ri));
    std::vector<float> wantf(n);
    for (int i = 0; i < n; ++i) wantf[i] = 2.5f * xf[i] + 1.0f;
    std::vector<int> wanti(n);
    for (int i = 0; i < n; ++i) wanti[i] = -2 * xi[i] + 3;
    wanti[7] = 0;
    printf("mismatches %d %d\n", mismatches(rf, wantf, 1e-6), mismatches(ri, wanti, 0.5));

    std::map<std::string, int> counts;
    for (int i = 0; i < n; ++i) counts[ri[i] < 0 ? std::string("negative") : std::string("other")]++;
    std::map<int, double> byBucket;
    for (int i = 0; i < n; ++i) byBucket[i % 4] += rd[i];
    printf("counts %d %d %d\n", valueOr(counts, std::string("negative"), -1), valueOr(counts, std::string("other"), -1),
           valueOr(counts, std::string("zero"), -1));
    printf("buckets %.9f %.9f\n", valueOr(byBucket, 3, 0.0), valueOr(byBucket, 9, -1.0));

    std::vector<std::pair<int, double>> pairs;
    for (int i = 0; i < 10; ++i) pairs.push_back(std::pair<int, double>(i, rd[i * 7]));
    std::vector<std::vector<int>> rows(4, std::vector<int>(5));
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 5; ++c) rows[r][c] = ri[r * 5 + c] * (r + 1);
    printf("pairs %.9f largest %d\n", sumSeconds(pairs), largest(rows));
    return 0;
}
