// std::function held where a program keeps callables: struct members, a
// vector of them, a map from names, a global hook, an array, and a local
// assigned later or reset to nullptr. Copies are independent (a mutable
// lambda's state is copied with it), and launches of kernels hide behind
// them.
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

__global__ void scaleBy(float *x, int n, float k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= k;
}

__global__ void addIndex(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 0.25f * i;
}

struct Stage {
    std::string name;
    std::function<void(float *, int)> launch;
};

struct Metric {
    const char *label;
    std::function<double(const std::vector<float> &)> eval;
};

static std::function<int(int)> g_onStep;

struct Hook {
    int period;
    std::function<void(int)> call;
};

class Counter {
  public:
    void every(int n, std::function<void(int)> f) { hooks_.push_back(Hook{n, f}); }
    void run(int steps) const {
        for (int s = 1; s <= steps; ++s)
            for (const Hook &h : hooks_)
                if (s % h.period == 0 && h.call) h.call(s);
    }

  private:
    std::vector<Hook> hooks_;
};

int main() {
    const int n = 1000;
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    std::vector<float> h(n, 1.0f);
    cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);

    std::vector<Stage> pipeline;
    float gain = 1.5f;
    pipeline.push_back({"scale", [gain](float *x, int m) { scaleBy<<<(m + 127) / 128, 128>>>(x, m, gain); }});
    pipeline.push_back({"index", [](float *x, int m) { addIndex<<<(m + 255) / 256, 256>>>(x, m); }});
    pipeline.push_back(pipeline[0]);
    gain = 100.0f; // the first stage holds its own copy of 1.5
    for (const Stage &s : pipeline) {
        s.launch(d, n);
        printf("stage %-5s: %s\n", s.name.c_str(), cudaGetErrorString(cudaGetLastError()));
    }
    cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);

    std::vector<Metric> metrics = {
        {"sum", [](const std::vector<float> &v) { double s = 0; for (float x : v) s += x; return s; }},
        {"max", [](const std::vector<float> &v) { float m = v[0]; for (float x : v) m = x > m ? x : m; return (double)m; }},
    };
    int above = 300;
    metrics.push_back({"count", [&above](const std::vector<float> &v) { int c = 0; for (float x : v) c += x > above; return (double)c; }});
    above = 200; // captured by reference: the lambda sees 200
    for (const Metric &m : metrics) printf("%-5s = %.3f\n", m.label, m.eval(h));

    std::map<std::string, std::function<float(float)>> named;
    named["square"] = [](float x) { return x * x; };
    named["negate"] = [](float x) { return -x; };
    named["clamp"] = [](float x) { return x < 0 ? 0.0f : (x > 1 ? 1.0f : x); };
    for (const auto &kv : named) printf("%s(0.75) = %g, %s(-2) = %g\n", kv.first.c_str(), kv.second(0.75f), kv.first.c_str(), kv.second(-2.0f));

    printf("hook set before: %s\n", g_onStep ? "yes" : "no");
    int visits = 0;
    g_onStep = [&visits](int s) { ++visits; return s * s; };
    int acc = 0;
    for (int s = 0; s < 5; ++s) acc += g_onStep(s);
    printf("hook total %d after %d visits\n", acc, visits);
    std::function<int(int)> saved = g_onStep;
    g_onStep = nullptr;
    printf("hook set after reset: %s, saved(9) = %d, saved == nullptr: %d\n", g_onStep ? "yes" : "no", saved(9), saved == nullptr);

    auto tick = [count = 0]() mutable { return ++count; };
    std::function<int()> a = tick;
    a();
    a();
    std::function<int()> b = a; // copies the count, 2
    int a3 = a(), b3 = b(), b4 = b(), a4 = a();
    printf("a: %d, b: %d, b again: %d, a again: %d\n", a3, b3, b4, a4);

    std::function<double(double)> table[3];
    for (int k = 0; k < 3; ++k) table[k] = [k](double x) { return x * (k + 1) + k; };
    printf("table: %g %g %g\n", table[0](2), table[1](2), table[2](2));

    std::function<void(int)> report;
    if (h[0] > 1.0f) report = [](int s) { printf("  step %d\n", s); };
    Counter counter;
    counter.every(3, report);
    int fives = 0;
    counter.every(5, [&fives](int) { ++fives; });
    counter.run(10);
    printf("fives %d\n", fives);
    cudaFree(d);
    return 0;
}
