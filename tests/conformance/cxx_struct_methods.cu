// Tests struct member functions in host and device code: constructors with member
// initialiser lists and default arguments, a default constructor, const member
// functions, member functions that modify the object, members calling members,
// this->, methods called through pointers (->) and on array elements, and friend
// functions.
#include <cstdio>
#include <cuda_runtime.h>

struct Particle {
    float x, v;
    int bounces;

    __host__ __device__ Particle() : x(0.0f), v(1.0f), bounces(0) {}
    __host__ __device__ Particle(float x0, float v0 = 0.5f) : x(x0), v(v0), bounces(0) {}

    __host__ __device__ float energy() const { return 0.5f * v * v; }
    __host__ __device__ bool inside(float lo, float hi) const { return x >= lo && x <= hi; }
    __host__ __device__ void step(float dt) {
        x += v * dt;
        if (!inside(0.0f, 10.0f)) reflect();
    }
    __host__ __device__ void reflect() {
        this->v = -this->v;
        x = x < 0.0f ? -x : 20.0f - x;
        bounces++;
    }
    friend __host__ __device__ float distance(const Particle &a, const Particle &b) {
        float d = a.x - b.x;
        return d < 0 ? -d : d;
    }
};

struct Counter {
    int n;
    __device__ void add(int k) { n += k; }
    __device__ int get() const { return n; }
};

__global__ void simulate(Particle *ps, int n, int steps, float dt) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p = ps[i];
    for (int s = 0; s < steps; s++) p.step(dt);
    ps[i] = p;
    Counter c = {0};
    for (int s = 0; s < 5; s++) c.add(s);
    Particle *q = &ps[i];
    q->v += c.get() * 0.001f;
}

int main() {
    const int n = 8;
    Particle h[n];
    for (int i = 0; i < n; i++) h[i] = Particle(1.25f * i, 0.75f * (i + 1));
    Particle def;
    Particle one(3.0f);
    printf("default x=%.2f v=%.2f e=%.4f\n", def.x, def.v, def.energy());
    printf("one x=%.2f v=%.2f inside=%d\n", one.x, one.v, one.inside(0.0f, 2.0f));
    Particle *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    simulate<<<2, 4>>>(d, n, 50, 0.37f);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    float total = 0.0f;
    for (int i = 0; i < n; i++) {
        printf("p%d x=%.3f v=%.3f bounces=%d energy=%.4f\n", i, h[i].x, h[i].v, h[i].bounces, h[i].energy());
        total += h[i].energy();
    }
    printf("total energy %.4f\n", total);
    printf("distance p0-p7 %.3f\n", distance(h[0], h[n - 1]));
    one.step(2.0f);
    one.step(20.0f);
    printf("one after steps x=%.2f v=%.2f bounces=%d\n", one.x, one.v, one.bounces);
    cudaFree(d);
    return 0;
}
