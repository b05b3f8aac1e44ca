// C++ details a class-heavy CUDA program meets: std::move picks the move
// constructor and move assignment over the copying ones, `return
// std::move(x)` moves (no return value optimisation), a const reference
// calls const member functions, a conversion function turns one struct
// into another for a kernel's argument, a derived class calls an
// inherited member through its own name, a friend swap calls std::swap,
// a lambda in a template names the template's type, and a type alias in
// main names a kernel's template argument.
#include <cstdio>
#include <utility>

static int copies = 0, moves = 0;

class Buffer {
public:
    explicit Buffer(int n) : n_(n), p_(new float[n]) { printf("  make %d\n", n_); }
    Buffer(const Buffer &o) : n_(o.n_), p_(new float[o.n_])
    {
        for (int i = 0; i < n_; i++) p_[i] = o.p_[i];
        copies++;
        printf("  copy %d\n", n_);
    }
    Buffer(Buffer &&o) noexcept : n_(o.n_), p_(o.p_)
    {
        o.n_ = 0;
        o.p_ = nullptr;
        moves++;
        printf("  move %d\n", n_);
    }
    Buffer &operator=(const Buffer &o)
    {
        if (this != &o) {
            Buffer t(o);
            swap(*this, t);
        }
        printf("  copy-assign %d\n", n_);
        return *this;
    }
    Buffer &operator=(Buffer &&o) noexcept
    {
        swap(*this, o);
        printf("  move-assign %d\n", n_);
        return *this;
    }
    ~Buffer()
    {
        printf("  drop %d\n", n_);
        delete[] p_;
    }
    friend void swap(Buffer &a, Buffer &b) noexcept
    {
        std::swap(a.n_, b.n_);
        std::swap(a.p_, b.p_);
    }
    int size() const { return n_; }
    float &at(int i) { printf("  at (writable)\n"); return p_[i]; }
    const float &at(int i) const { printf("  at (read-only)\n"); return p_[i]; }

private:
    int n_;
    float *p_;
};

Buffer filled(int n, float v)
{
    Buffer b(n);
    for (int i = 0; i < n; i++) b.at(i) = v + i;
    return std::move(b);
}

struct ConstSpan {
    const float *p;
    int n;
};

struct Span {
    float *p;
    int n;
    __host__ __device__ operator ConstSpan() const { return ConstSpan{p, n}; }
};

__global__ void total(ConstSpan in, float *out)
{
    float s = 0;
    for (int i = 0; i < in.n; i++) s += in.p[i];
    *out = s;
}

template <typename T>
__global__ void widen(T *out)
{
    out[threadIdx.x] = (T)threadIdx.x * (T)sizeof(T);
}

struct Shape {
    virtual ~Shape() {}
    virtual void describe() const { printf("shape"); }
};
struct Rect : Shape {
    // describe inherited from Shape
};
struct Square : Rect {
    void describe() const override
    {
        printf("square of ");
        Rect::describe();
        printf("\n");
    }
};

template <typename T>
size_t bytes_for(size_t n)
{
    auto need = [&]() -> size_t { return n * sizeof(T); };
    auto pad = [](size_t b) { return (b + sizeof(T) * 4 - 1) / (sizeof(T) * 4) * (sizeof(T) * 4); };
    return pad(need());
}

int main()
{
    printf("moves:\n");
    Buffer a = filled(4, 1.0f);
    Buffer b(a);
    Buffer c(std::move(b));
    printf("b %d c %d\n", b.size(), c.size());
    b = std::move(c);
    printf("b %d c %d\n", b.size(), c.size());
    c = a;
    printf("copies %d moves %d\n", copies, moves);

    printf("const access:\n");
    const Buffer &view = a;
    float first = view.at(0);
    a.at(1) = 9.0f;
    printf("first %g second %g\n", first, view.at(1));

    printf("conversion to a kernel's argument:\n");
    float h[5] = {1, 2, 3, 4, 5.5f};
    float *d, *dsum;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dsum, sizeof(float));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    Span s{d, 5};
    total<<<1, 1>>>(s, dsum);
    float sum;
    cudaMemcpy(&sum, dsum, sizeof sum, cudaMemcpyDeviceToHost);
    printf("sum %g\n", sum);

    printf("a type alias as a template argument:\n");
    typedef double T;
    T *dt;
    cudaMalloc(&dt, 4 * sizeof(T));
    widen<T><<<1, 4>>>(dt);
    T ht[4];
    cudaMemcpy(ht, dt, sizeof ht, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", ht[0], ht[1], ht[2], ht[3]);

    Square sq;
    sq.describe();
    printf("bytes: %zu %zu %zu\n", bytes_for<double>(3), bytes_for<char>(3), bytes_for<float>(17));
    cudaFree(d);
    cudaFree(dsum);
    cudaFree(dt);
    printf("end of main\n");
    return 0;
}
