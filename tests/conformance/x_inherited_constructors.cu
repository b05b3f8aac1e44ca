// Inherited constructors (using Base::Base;): a derived class built with
// each of its base's constructors but the copy and move ones, a default
// argument and an unnamed parameter among them, with virtual functions
// the derived classes override; the objects then configure kernels.
#include <cstdio>
#include <string>

__global__ void affine(float *x, int n, float a, float b) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = a * x[i] + b;
}

struct Stage {
    std::string name;
    float a, b;
    Stage(std::string n, float scale, float shift = 0.0f) : name(n), a(scale), b(shift) {
        printf("Stage(%s, %g, %g)\n", name.c_str(), a, b);
    }
    explicit Stage(int repeat, char) : name("repeat"), a(1.0f), b((float)repeat) { printf("Stage(repeat %d)\n", repeat); }
    Stage(const Stage &o) : name(o.name + "'"), a(o.a), b(o.b) { printf("Stage copy %s\n", name.c_str()); }
    virtual ~Stage() {}
    virtual float scale() const { return a; }
    virtual const char *kind() const { return "plain"; }
    void run(float *d, int n) const { affine<<<(n + 63) / 64, 64>>>(d, n, scale(), b); }
};

struct Doubling : Stage {
    using Stage::Stage;
    float scale() const override { return 2.0f * a; }
    const char *kind() const override { return "doubling"; }
};

struct Muted : Stage {
    using Stage::Stage;
    const char *kind() const override { return "muted"; }
};

int main() {
    const int n = 100;
    float h[n];
    for (int i = 0; i < n; ++i) h[i] = 0.5f * i;
    float *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    Doubling twice("twice", 1.5f);
    Doubling shifted("shifted", 0.5f, -2.0f);
    Muted again(3, 'r');
    const Stage *stages[] = {&twice, &shifted, &again};
    for (const Stage *s : stages) {
        s->run(d, n);
        printf("%-8s %-9s scale %.2f shift %.2f\n", s->name.c_str(), s->kind(), s->scale(), s->b);
    }
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("h[0] %.3f h[7] %.3f h[99] %.3f\n", h[0], h[7], h[99]);
    cudaFree(d);
    return 0;
}
