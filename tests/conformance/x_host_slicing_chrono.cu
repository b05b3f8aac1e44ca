// Copying a derived object into a base object (slicing) gives the copy the
// base's vtable, on the host and in a kernel, unless the base's own copy
// constructor makes it; std::chrono duration variables (duration<double,
// milli>, milliseconds, duration_cast without count()) compile and count;
// <numeric> and <algorithm> helpers (inner_product, adjacent_difference,
// unique, clamp, is_sorted with a comparator) check the kernel's result.
#include <cstdio>
#include <chrono>
#include <numeric>
#include <algorithm>
#include <vector>

struct Shape {
    float s;
    __host__ __device__ Shape(float x) : s(x) {}
    __host__ __device__ virtual float area() const { return 0.0f; }
    __host__ __device__ virtual const char *name() const { return "shape"; }
};
struct Square : Shape {
    __host__ __device__ Square(float x) : Shape(x) {}
    __host__ __device__ float area() const override { return s * s; }
    __host__ __device__ const char *name() const override { return "square"; }
};
struct Counted {
    int copies;
    Counted() : copies(0) {}
    Counted(const Counted &o) : copies(o.copies + 1) {}
    virtual int kind() const { return 1; }
};
struct Special : Counted {
    int kind() const override { return 2; }
};

__host__ __device__ float areaOf(Shape s) { const Shape *p = &s; return p->area() + s.s; }

__global__ void shapes(float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Square q((float)(i % 5));
    Shape copy = q;
    const Shape *p = &copy;
    const Shape *r = &q;
    out[i] = p->area() * 1000.0f + r->area() + areaOf(q) * 0.5f;
}

int main() {
    int summarize(const std::vector<float> &v);
    auto t0 = std::chrono::high_resolution_clock::now();
    Square sq(3.0f);
    Shape sliced = sq;
    const Shape *ps = &sliced, *pq = &sq;
    printf("host: %s %.1f, %s %.1f, by value %.1f\n", ps->name(), ps->area(), pq->name(), pq->area(), areaOf(sq));
    Special sp;
    Counted c = sp;
    const Counted *pc = &c;
    printf("copy constructor: kind %d copies %d\n", pc->kind(), c.copies);

    const int n = 64;
    float *out;
    cudaMallocManaged(&out, n * sizeof(float));
    shapes<<<2, 32>>>(out, n);
    cudaDeviceSynchronize();
    std::vector<float> v(out, out + n);
    printf("device: %.1f %.1f %.1f %.1f\n", v[0], v[1], v[2], v[4]);

    std::vector<float> d(n);
    std::adjacent_difference(v.begin(), v.end(), d.begin());
    float dot = std::inner_product(v.begin(), v.begin() + 8, d.begin(), 0.0f);
    std::vector<float> u = v;
    std::sort(u.begin(), u.end(), [](float a, float b) { return a > b; });
    float *end = std::unique(u.data(), u.data() + n);
    printf("dot %.2f, %d distinct, descending %d, clamp %d %.1f\n", dot, (int)(end - u.data()),
           std::is_sorted(u.begin(), u.end(), [](float a, float b) { return a > b; }), std::clamp(17, 0, 10), std::clamp(-2.5f, -1.0f, 1.0f));
    printf("summary %d\n", summarize(v));

    auto t1 = std::chrono::high_resolution_clock::now();
    std::chrono::duration<double, std::milli> ms = t1 - t0;
    std::chrono::milliseconds whole = std::chrono::duration_cast<std::chrono::milliseconds>(t1 - t0);
    auto us = std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0);
    std::chrono::duration<double> secs = t1 - t0;
    printf("timing: %d %d %d %d\n", ms.count() >= 0.0, whole.count() >= 0, us.count() >= whole.count(), secs.count() * 1000.0 <= ms.count() + 1e-9);
    cudaFree(out);
    return 0;
}

int summarize(const std::vector<float> &v) {
    return (int)std::accumulate(v.begin(), v.end(), 0.0f) % 1000;
}
