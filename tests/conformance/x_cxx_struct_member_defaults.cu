// Default member initializers of struct type: a braced list of constants
// for a vector member (Vec3 gravity{0, -9.81f, 0}), an empty list, and the
// defaults of a struct with a constructor, on the host and in a kernel that
// takes the struct by value.
#include <cstdio>

struct Vec3 { float x, y, z; };

struct Params {
    Vec3 gravity{0.f, -9.81f, 0.f};
    float dt = 0.01f;
    int steps{3};
    Vec3 wind{};
    float2 scale{2.0f, 0.5f};
};

struct Body {
    Vec3 pos{1.0f, 2.0f, 3.0f};
    Vec3 vel;
    float mass = 1.5f;
    __host__ __device__ Body(Vec3 v) : vel(v) {}
};

__global__ void step(Params p, Body b, float *out) {
    Vec3 v = b.vel, x = b.pos;
    for (int s = 0; s < p.steps; ++s) {
        v.x += (p.gravity.x + p.wind.x) * p.dt;
        v.y += (p.gravity.y + p.wind.y) * p.dt;
        v.z += (p.gravity.z + p.wind.z) * p.dt;
        x.x += v.x * p.dt * p.scale.x;
        x.y += v.y * p.dt * p.scale.x;
        x.z += v.z * p.dt * p.scale.y;
    }
    out[0] = x.x; out[1] = x.y; out[2] = x.z; out[3] = v.y * b.mass;
}

int main() {
    Params p;
    Params q{{1.0f, 2.0f, 3.0f}};
    Body b(Vec3{0.5f, 4.0f, -1.0f});
    printf("p: gravity (%g, %g, %g) dt %g steps %d wind (%g, %g, %g) scale (%g, %g)\n", p.gravity.x, p.gravity.y,
           p.gravity.z, p.dt, p.steps, p.wind.x, p.wind.y, p.wind.z, p.scale.x, p.scale.y);
    printf("q: gravity (%g, %g, %g) dt %g steps %d\n", q.gravity.x, q.gravity.y, q.gravity.z, q.dt, q.steps);
    printf("b: pos (%g, %g, %g) vel (%g, %g, %g) mass %g\n", b.pos.x, b.pos.y, b.pos.z, b.vel.x, b.vel.y, b.vel.z, b.mass);
    float *d, r[4];
    cudaMalloc(&d, sizeof r);
    step<<<1, 1>>>(p, b, d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("after %d steps: x (%.9g, %.9g, %.9g) momentum %.9g\n", p.steps, r[0], r[1], r[2], r[3]);
    step<<<1, 1>>>(q, b, d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("with q: x (%.9g, %.9g, %.9g) momentum %.9g\n", r[0], r[1], r[2], r[3]);
    return 0;
}
