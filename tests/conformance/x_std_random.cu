// <random> as host code meets it: the engines, the distributions and
// std::shuffle must give libstdc++'s numbers, bit for bit, because
// programs print what they draw (and fill their kernels' inputs with it).
#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

__global__ void scale(float *x, int n, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= s;
}

int main() {
    // Engines: default and explicit seeds, reseeding, discard, ranges.
    std::mt19937 a;
    std::mt19937 b(42);
    std::mt19937_64 c(7);
    std::minstd_rand0 d;
    std::minstd_rand e(12345);
    std::default_random_engine f(3);
    unsigned long ra = a(), rb = b(), rc = c(), rd = d(), re = e(), rf = f();
    printf("first: %lu %lu %lu %lu %lu %lu\n", ra, rb, rc, rd, re, rf);
    a.discard(9998);
    ra = a();
    printf("mt19937 10000th: %lu\n", ra);
    std::mt19937_64 c0;
    c0.discard(9999);
    rc = c0();
    printf("mt19937_64 10000th: %lu\n", rc);
    printf("ranges: %lu %lu %lu %lu %lu\n", std::mt19937::min(), std::mt19937::max(), d.min(), d.max(),
           std::mt19937_64::max());
    b.seed(0);
    rb = b();
    e.seed(0);
    re = e();
    d.seed(2147483647UL + 5);
    rd = d();
    printf("reseeded: %lu %lu %lu\n", rb, re, rd);
    b.seed(42);

    // uniform_int_distribution: small, signed, full, wide and one-value ranges.
    std::uniform_int_distribution<int> die(1, 6);
    std::uniform_int_distribution<> any;
    std::uniform_int_distribution<long long> wide(-1000000000000LL, 1000000000000LL);
    std::uniform_int_distribution<unsigned> full(0, 0xffffffffu);
    std::uniform_int_distribution<int> sym(-5, 5);
    std::uniform_int_distribution<short> sh(-300, 300);
    std::uniform_int_distribution<int> one(7, 7);
    std::uniform_int_distribution<unsigned long long> all64(0, ~0ULL);
    printf("die range: %d %d %d %d\n", die.a(), die.b(), die.min(), die.max());
    for (int i = 0; i < 6; i++) {
        int x1 = die(b);
        int x2 = any(b);
        long long x3 = wide(b);
        unsigned x4 = full(b);
        int x5 = sym(b);
        short x6 = sh(b);
        int x7 = one(b);
        unsigned long long x8 = all64(b);
        printf("mt19937: %d %d %lld %u %d %d %d %llu\n", x1, x2, x3, x4, x5, x6, x7, x8);
    }
    for (int i = 0; i < 4; i++) {
        int x1 = die(c);
        long long x2 = wide(c);
        unsigned long long x3 = all64(c);
        int x4 = sym(c);
        printf("mt19937_64: %d %lld %llu %d\n", x1, x2, x3, x4);
    }
    for (int i = 0; i < 4; i++) {
        int x1 = die(d);
        int x2 = any(d);
        long long x3 = wide(e);
        unsigned x4 = full(e);
        printf("minstd: %d %d %lld %u\n", x1, x2, x3, x4);
    }

    // uniform_real_distribution: float and double, on each kind of engine.
    std::uniform_real_distribution<float> uf(-1.0f, 1.0f);
    std::uniform_real_distribution<double> ud(0.0, 10.0);
    std::uniform_real_distribution<> u01;
    for (int i = 0; i < 4; i++) {
        float x1 = uf(b);
        double x2 = ud(b);
        double x3 = u01(b);
        float x4 = uf(c);
        double x5 = ud(c);
        float x6 = uf(d);
        double x7 = ud(e);
        printf("real: %.9g %.17g %.17g %.9g %.17g %.9g %.17g\n", x1, x2, x3, x4, x5, x6, x7);
    }

    // normal_distribution keeps the second value of each pair.
    std::normal_distribution<float> nf(5.0f, 2.0f);
    std::normal_distribution<double> nd;
    for (int i = 0; i < 5; i++) {
        float x1 = nf(b);
        double x2 = nd(b);
        float x3 = nf(c);
        double x4 = nd(d);
        printf("normal: %.9g %.17g %.9g %.17g\n", x1, x2, x3, x4);
    }
    nd.reset();
    double after = nd(b);
    printf("after reset: %.17g (mean %g, stddev %g)\n", after, nd.mean(), nd.stddev());

    // bernoulli_distribution and exponential_distribution.
    std::bernoulli_distribution coin(0.3);
    std::exponential_distribution<double> ex(1.5);
    std::exponential_distribution<float> exf(0.25f);
    int heads = 0;
    double esum = 0;
    for (int i = 0; i < 1000; i++) {
        if (coin(b)) heads++;
        esum += ex(b);
    }
    float ef = exf(d);
    printf("bernoulli: %d of 1000; exponential: %.17g %.9g\n", heads, esum, ef);

    // std::shuffle draws two positions at a time where the engine's range allows.
    std::vector<int> v(10);
    for (int i = 0; i < 10; i++) v[i] = i;
    std::shuffle(v.begin(), v.end(), b);
    int arr[7] = {10, 11, 12, 13, 14, 15, 16};
    std::shuffle(arr, arr + 7, d);
    printf("shuffled:");
    for (int x : v) printf(" %d", x);
    printf(" |");
    for (int x : arr) printf(" %d", x);
    printf("\n");

    // The common use: a kernel's input drawn on the host.
    const int n = 1000;
    std::mt19937 gen(2024);
    std::uniform_real_distribution<float> dist(0.0f, 1.0f);
    std::vector<float> h(n);
    for (int i = 0; i < n; i++) h[i] = dist(gen);
    float *dx;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMemcpy(dx, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 255) / 256, 256>>>(dx, n, 2.0f);
    cudaMemcpy(h.data(), dx, n * sizeof(float), cudaMemcpyDeviceToHost);
    double sum = 0;
    for (int i = 0; i < n; i++) sum += h[i];
    printf("kernel input: h[0] = %.9g, h[999] = %.9g, sum = %.17g\n", h[0], h[n - 1], sum);
    cudaFree(dx);

    // random_device differs from run to run on a GPU machine: only use it.
    std::random_device rdev;
    std::mt19937 seeded(rdev());
    unsigned long r = seeded();
    printf("random_device: %s\n", r <= std::mt19937::max() ? "ok" : "out of range");
    return 0;
}
