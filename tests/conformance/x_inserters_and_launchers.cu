// Host code around kernels in the C++ style of std::function and
// <algorithm>: kernels launched through function pointers that lambdas
// capture, kept in a map of std::function by name; a std::function
// composed again in a loop; results gathered with std::back_inserter
// through copy_if, transform, partial_sum and the set operations.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <iterator>
#include <map>
#include <numeric>
#include <string>
#include <vector>

__global__ void squareAll(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * x[i];
}

__global__ void halveAll(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= 0.5f;
}

__global__ void shiftAll(float *x, int n, float by) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += by;
}

using Launcher = std::function<void(float *, int)>;

Launcher wrap(void (*kernel)(float *, int)) {
    return [kernel](float *p, int n) { kernel<<<(n + 63) / 64, 64>>>(p, n); };
}

int main() {
    const int n = 200;
    std::map<std::string, Launcher> ops;
    ops["square"] = wrap(squareAll);
    ops["halve"] = wrap(halveAll);
    float by = -1.5f;
    ops["shift"] = [by](float *p, int m) { shiftAll<<<(m + 127) / 128, 128>>>(p, m, by); };

    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = 0.05f * (i % 40) - 0.5f;
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    const char *plan[] = {"shift", "square", "halve", "shift"};
    for (const char *step : plan) {
        ops[step](d, n);
        printf("%-6s -> %s\n", step, cudaGetErrorString(cudaDeviceSynchronize()));
    }
    cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("h[0] %.4f h[17] %.4f h[39] %.4f\n", h[0], h[17], h[39]);

    // the same steps composed on the host, one std::function wrapping the last
    std::function<float(float)> composed = [](float x) { return x; };
    std::map<std::string, std::function<float(float)>> host = {
        {"shift", [by](float x) { return x + by; }}, {"square", [](float x) { return x * x; }}, {"halve", [](float x) { return x * 0.5f; }}};
    for (const char *step : plan) {
        std::function<float(float)> before = composed, next = host[step];
        composed = [before, next](float x) { return next(before(x)); };
    }
    int agree = 0;
    for (int i = 0; i < n; ++i) agree += composed(0.05f * (i % 40) - 0.5f) == h[i];
    printf("host composition agrees on %d of %d\n", agree, n);

    std::vector<int> bins;
    std::transform(h.begin(), h.end(), std::back_inserter(bins), [](float v) { return (int)(v * 4.0f); });
    std::sort(bins.begin(), bins.end());
    bins.erase(std::unique(bins.begin(), bins.end()), bins.end());
    std::vector<int> odd, prefix, both, either, onlyFirst;
    std::copy_if(bins.begin(), bins.end(), std::back_inserter(odd), [](int b) { return b % 2 != 0; });
    std::partial_sum(odd.begin(), odd.end(), std::back_inserter(prefix));
    std::vector<int> wanted = {-5, -4, -1, 0, 2, 7, 11};
    std::set_intersection(bins.begin(), bins.end(), wanted.begin(), wanted.end(), std::back_inserter(both));
    std::set_union(bins.begin(), bins.end(), wanted.begin(), wanted.end(), std::back_inserter(either));
    std::set_difference(wanted.begin(), wanted.end(), bins.begin(), bins.end(), std::back_inserter(onlyFirst),
                        [](int a, int b) { return a < b; });
    auto show = [](const char *name, const std::vector<int> &v) {
        printf("%-9s", name);
        for (int x : v) printf(" %d", x);
        printf("\n");
    };
    show("bins", bins);
    show("odd", odd);
    show("prefix", prefix);
    show("both", both);
    show("either", either);
    show("onlyFirst", onlyFirst);
    printf("bins include both: %d, include wanted: %d\n", std::includes(bins.begin(), bins.end(), both.begin(), both.end()),
           std::includes(bins.begin(), bins.end(), wanted.begin(), wanted.end()));
    cudaFree(d);
    return 0;
}
