// Constructor templates and member templates over a struct template:
// a view that converts to its const view (passed so to a kernel), a
// unit type built from any number, a box built from a value or a
// pointer, an accumulator built from an iterator pair, a member template
// comparing views of other element types; then copies that run copy
// constructors (auto, placement new) and a std::nullptr_t overload.
#include <cstdio>
#include <cstddef>
#include <new>
#include <utility>
#include <vector>

template <typename T>
struct View {
    T *ptr;
    int len;
    __host__ __device__ View() : ptr(nullptr), len(0) {}
    __host__ __device__ View(T *p, int n) : ptr(p), len(n) {}
    template <typename U>
    __host__ __device__ View(const View<U> &o) : ptr(o.ptr), len(o.len) {}
    template <typename U>
    __host__ __device__ bool sameLength(const View<U> &o) const { return len == o.len; }
    __host__ __device__ T &operator[](int i) const { return ptr[i]; }
    __host__ __device__ View first(int n) const { return View(ptr, n < len ? n : len); }
};

__global__ void total(View<const float> in, View<float> out) {
    __shared__ float part[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < in.len ? in[i] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = part[0];
}

struct Meters {
    double value;
    template <typename N>
    Meters(N n) : value((double)n) {}
};

double doubled(Meters m) { return 2 * m.value; }

template <typename T>
struct Box {
    T value;
    int tag;
    Box() : value(), tag(0) {}
    template <typename U>
    Box(U u, int t) : value((T)u), tag(t) {}
    template <typename U>
    explicit Box(const U *first) : value((T)first[0]), tag(-1) {}
};

struct Sum {
    double s;
    int count;
    template <typename It>
    Sum(It b, It e) : s(0), count(0) {
        for (; b != e; ++b, ++count) s += *b;
    }
};

struct Buffer {
    int *data;
    int n;
    explicit Buffer(int size) : data(new int[size]), n(size) {
        for (int i = 0; i < n; ++i) data[i] = i * i;
    }
    Buffer(const Buffer &o) : data(new int[o.n]), n(o.n) {
        for (int i = 0; i < n; ++i) data[i] = o.data[i];
        printf("  Buffer copied (%d ints)\n", n);
    }
    ~Buffer() { delete[] data; }
};

struct Labelled {
    int id;
    Buffer buf;
};

const char *kind(std::nullptr_t) { return "nullptr"; }
const char *kind(const int *) { return "int pointer"; }

int main() {
    const int n = 300;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = 0.5f * (i % 7) + 0.25f;
    float *d, *dout;
    cudaMalloc(&d, n * sizeof(float));
    cudaMalloc(&dout, 3 * sizeof(float));
    cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    View<float> data(d, n), sums(dout, 3);
    View<const float> readOnly = data; // the converting constructor template
    total<<<3, 128>>>(data, sums);     // View<float> becomes View<const float> at the call
    float hs[3];
    cudaMemcpy(hs, dout, sizeof hs, cudaMemcpyDeviceToHost);
    printf("block sums %.2f %.2f %.2f, views alike: %d %d\n", hs[0], hs[1], hs[2], readOnly.sameLength(data),
           data.first(10).sameLength(readOnly));

    Meters a = 3, b(2.5f), c = a;
    printf("meters %g %g %g, doubled(7) = %g, doubled(1.25f) = %g\n", a.value, b.value, c.value, doubled(7), doubled(1.25f));
    Box<float> x(3, 7), y;
    int raw[2] = {9, 8};
    Box<int> z(raw);
    Box<int> w(z);
    printf("boxes %g/%d %g/%d %d/%d %d/%d\n", x.value, x.tag, y.value, y.tag, z.value, z.tag, w.value, w.tag);
    Sum s(h.begin(), h.begin() + 10);
    double arr[4] = {1.5, 2.5, 3.5, 4.5};
    Sum t(arr, arr + 4);
    printf("sums %.2f over %d, %.2f over %d\n", s.s, s.count, t.s, t.count);

    Buffer original(5);
    auto copy = original; // a copy, by the copy constructor
    copy.data[4] = -1;
    Labelled first{1, Buffer(4)};
    Labelled *slot = (Labelled *)::operator new(sizeof(Labelled));
    new (slot) Labelled(std::move(first)); // the members' own copies
    first.buf.data[0] = 99;
    printf("original[4] = %d, copy[4] = %d, slot %d: %d %d\n", original.data[4], copy.data[4], slot->id,
           slot->buf.data[0], slot->buf.data[3]);
    slot->~Labelled();
    ::operator delete(slot);
    int v = 5;
    printf("%s, %s\n", kind(nullptr), kind(&v));
    cudaFree(d);
    cudaFree(dout);
    return 0;
}
