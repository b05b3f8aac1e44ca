// <random> as programs use it: engines passed by reference, static and member
// engines, std::generate with a lambda, random_device temporaries; and a
// function object called through a reference parameter. The output is
// g++ 12's (libstdc++), the host compiler nvcc uses on Debian 12.
#include <cstdio>
#include <random>
#include <vector>
#include <algorithm>
#include <functional>
struct Counter {
    unsigned x;
    unsigned operator()() { return ++x; }
};
unsigned twice(Counter &c) { return c() + c(); }
void fill(float *a, int n, std::mt19937 &g) {
    std::uniform_real_distribution<float> d(-1, 1);
    for (int i = 0; i < n; i++) a[i] = d(g);
}
float one(std::mt19937 &g, std::normal_distribution<float> &nd) { return nd(g); }
int roll() {
    static std::mt19937 gen(7);
    static std::uniform_int_distribution<int> die(1, 6);
    return die(gen);
}
struct Sim {
    std::mt19937 rng;
    std::uniform_real_distribution<double> u;
    Sim(unsigned s) : rng(s), u(0.0, 1.0) {}
    double next() { return u(rng); }
};
int main() {
    std::mt19937 gen{42};
    std::uniform_int_distribution<int> dist{0, 9};
    std::vector<int> v(8);
    std::generate(v.begin(), v.end(), [&]() { return dist(gen); });
    for (int x : v) printf("%d ", x);
    printf("\n");
    float a[4];
    fill(a, 4, gen);
    printf("%.9g %.9g %.9g %.9g\n", a[0], a[1], a[2], a[3]);
    std::normal_distribution<float> nd(0.f, 1.f);
    float o = one(gen, nd);
    printf("%.9g\n", o);
    for (int i = 0; i < 5; i++) printf("%d ", roll());
    printf("\n");
    Sim s(3);
    double s1 = s.next();
    printf("%.17g\n", s1);
    std::mt19937 g2(std::random_device{}());
    std::mt19937 g3;
    g3.seed(std::random_device()());
    std::uniform_real_distribution<float> f01(0, 1);
    for (auto &x : a) x = f01(gen);
    printf("%.9g\n", a[3]);
    std::default_random_engine dre;
    std::uniform_int_distribution<long> ld(1, 1000000);
    long lv = ld(dre);
    printf("%ld\n", lv);
    Counter c{3};
    printf("%u %u\n", twice(c), c.x);
    return 0;
}
// Output:
// 3 7 9 1 7 7 5 5 
// -0.687962711 -0.108334482 -0.688010931 -0.800050139
// -0.06342002
// 1 2 5 2 3 
// 0.070724880451056613
// 0.14286682
// 8
// 9 3
