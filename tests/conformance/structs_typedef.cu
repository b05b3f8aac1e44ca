// Tests structs and typedef: a struct passed to a kernel by value, an array of structs in
// device memory (AoS) updated per thread, nested structs, typedef'd struct and scalar
// names, struct assignment and sizeof with padding, an enum used in a switch.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

typedef unsigned int uint32;
typedef struct { float x, y; } Vec2;
struct Particle {
    Vec2 pos;
    Vec2 vel;
    int id;
    char tag;
};
struct Params {
    float dt;
    int steps;
};
enum Kind { KIND_A, KIND_B = 5, KIND_C };

__global__ void step(Particle *ps, Params prm, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p = ps[i];
    for (int s = 0; s < prm.steps; s++) {
        p.pos.x += p.vel.x * prm.dt;
        p.pos.y += p.vel.y * prm.dt;
    }
    p.tag = 'a' + (char)(i % 26);
    ps[i] = p;
}

int describe(Kind k) {
    switch (k) {
    case KIND_A: return 1;
    case KIND_B: return 2;
    default: return 3;
    }
}

int main() {
    const int n = 6;
    Particle h[n];
    for (int i = 0; i < n; i++) {
        h[i].pos.x = (float)i; h[i].pos.y = 0.0f;
        h[i].vel.x = 0.5f; h[i].vel.y = -0.25f * i;
        h[i].id = i; h[i].tag = '?';
    }
    Particle *d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
    Params prm = {0.5f, 4};
    step<<<2, 4>>>(d, prm, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        printf("id=%d tag=%c pos=(%.3f, %.3f)\n", h[i].id, h[i].tag, h[i].pos.x, h[i].pos.y);
    Vec2 a = {1.0f, 2.0f}, b;
    b = a;
    b.y = 3.0f;
    uint32 big = 0xFFFFFFFFu;
    printf("a=(%.1f,%.1f) b=(%.1f,%.1f) big+1=%u\n", a.x, a.y, b.x, b.y, big + 1u);
    printf("sizeof Vec2=%d Particle=%d Params=%d\n", (int)sizeof(Vec2), (int)sizeof(Particle), (int)sizeof(Params));
    printf("enum: %d %d %d -> %d %d %d\n", KIND_A, KIND_B, KIND_C, describe(KIND_A), describe(KIND_B), describe(KIND_C));
    CHECK(cudaFree(d));
    return 0;
}
