// When C++ copies an object with a user copy constructor: by-value
// parameters, returns of a local that is not the only returned object,
// and never for a value that initialises a variable (C++17 elision).
#include <cstdio>

struct Tracked {
    int id, copies;
    Tracked(int i) : id(i), copies(0) {}
    Tracked(const Tracked &o) : id(o.id), copies(o.copies + 1) { printf("  copy of %d\n", o.id); }
    int value() const { return id * 10 + copies; }
};

struct Point { float x, y; };

int by_value(Tracked t) { return t.value(); }
int by_ref(const Tracked &t) { return t.value(); }

Tracked single(int i) {
    Tracked t(i);
    t.id += 1;
    return t;          // the one returned object: built in the caller's place
}

Tracked either(bool first) {
    Tracked a(5), b(6);
    if (first) return a;
    return b;          // two candidates: the result is a copy
}

Point mid(Point p, Point q) { return {(p.x + q.x) / 2, (p.y + q.y) / 2}; }
Tracked braced(int i) { return {i}; }

__device__ float2 half(float2 v) { return {v.x / 2, v.y / 2}; }

__global__ void halve(float2 *v) { v[threadIdx.x] = half(v[threadIdx.x]); }

int main() {
    Tracked a(1);
    printf("by value: %d\n", by_value(a));
    printf("by reference: %d\n", by_ref(a));
    Tracked b = a;
    printf("copied variable: %d\n", b.value());
    Tracked c = single(2);
    printf("single: %d\n", c.value());
    Tracked d = either(true);
    Tracked e = either(false);
    printf("either: %d %d\n", d.value(), e.value());
    Tracked f = Tracked(8);
    printf("from a temporary: %d\n", f.value());
    Point p = {1, 2}, q = {3, 6};
    Point m = mid(p, q);
    printf("mid %.1f %.1f, braced %d\n", m.x, m.y, braced(4).value());
    float2 h[2] = {{1, 2}, {3, 4}};
    float2 *dv;
    cudaMalloc(&dv, sizeof(h));
    cudaMemcpy(dv, h, sizeof(h), cudaMemcpyHostToDevice);
    halve<<<1, 2>>>(dv);
    cudaMemcpy(h, dv, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%.1f %.1f %.1f %.1f\n", h[0].x, h[0].y, h[1].x, h[1].y);
    return 0;
}
