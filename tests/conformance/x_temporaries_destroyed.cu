// Temporaries of classes with destructors end with their full expression:
// a buffer moved out of a returned temporary, temporaries bound to const
// references and to rvalue references, a member function called on a
// temporary, a result thrown away, a temporary inside a declaration's
// initialiser, and objects made by new, which outlive the statement.
#include <cstdio>
#include <utility>

static int live = 0; // objects alive now

class Tracked {
public:
    explicit Tracked(int v) : v_(v) { live++; printf("  make %d (live %d)\n", v_, live); }
    Tracked(Tracked &&o) noexcept : v_(o.v_) { o.v_ = -1; live++; printf("  move-make %d\n", v_); }
    Tracked &operator=(Tracked &&o) noexcept
    {
        printf("  move %d over %d\n", o.v_, v_);
        v_ = o.v_;
        o.v_ = -1;
        return *this;
    }
    Tracked(const Tracked &) = delete;
    Tracked &operator=(const Tracked &) = delete;
    ~Tracked() { live--; printf("  end %d (live %d)\n", v_, live); }
    int value() const { return v_; }
    Tracked &bump() { v_ += 100; return *this; }

private:
    int v_;
};

Tracked build(int v)
{
    Tracked t(v);
    return t;
}

int peek(const Tracked &t) { return t.value() * 2; }
int take(Tracked &&t) { return t.value() + 1; }

// device memory owned by an object: freed when the object ends
class DeviceInts {
public:
    DeviceInts() : p_(nullptr), n_(0) {}
    explicit DeviceInts(int n) : n_(n)
    {
        cudaMalloc(&p_, n * sizeof(int));
        cudaMemset(p_, 0, n * sizeof(int));
        printf("  allocate %d ints\n", n);
    }
    DeviceInts(DeviceInts &&o) noexcept : p_(o.p_), n_(o.n_) { o.p_ = nullptr; o.n_ = 0; }
    DeviceInts &operator=(DeviceInts &&o) noexcept
    {
        if (p_) cudaFree(p_);
        p_ = o.p_;
        n_ = o.n_;
        o.p_ = nullptr;
        o.n_ = 0;
        return *this;
    }
    ~DeviceInts()
    {
        if (p_) {
            cudaFree(p_);
            printf("  free %d ints\n", n_);
        }
    }
    int *get() const { return p_; }
    int size() const { return n_; }

private:
    int *p_;
    int n_;
};

DeviceInts filled(int n)
{
    DeviceInts d(n);
    return d;
}

__global__ void squares(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i * i;
}

int main()
{
    printf("assign from a returned object:\n");
    Tracked a(1);
    a = build(2);
    printf("a = %d, live %d\n", a.value(), live);

    printf("assign from a constructed temporary:\n");
    a = Tracked(3);
    printf("a = %d, live %d\n", a.value(), live);

    printf("const reference to a temporary:\n");
    printf("peek = %d\n", peek(Tracked(4)));

    printf("rvalue reference to a temporary:\n");
    printf("take = %d\n", take(build(5)));

    printf("member function on a temporary:\n");
    printf("bumped = %d\n", Tracked(6).bump().value());

    printf("result thrown away:\n");
    build(7);

    printf("temporary in an initialiser:\n");
    int doubled = peek(build(8)) + 1;
    printf("doubled = %d, live %d\n", doubled, live);

    printf("new outlives its statement:\n");
    Tracked *heap = new Tracked(9);
    printf("heap = %d, live %d\n", heap->value(), live);
    delete heap;

    printf("moved from a named object:\n");
    Tracked b(10);
    a = std::move(b);
    printf("a = %d, b = %d, live %d\n", a.value(), b.value(), live);

    printf("device buffers:\n");
    DeviceInts buf;
    buf = filled(32);
    squares<<<1, 32>>>(buf.get(), buf.size());
    int h[32];
    cudaMemcpy(h, buf.get(), sizeof h, cudaMemcpyDeviceToHost);
    printf("squares: %d %d %d\n", h[1], h[7], h[31]);
    buf = filled(8);
    squares<<<1, 8>>>(buf.get(), buf.size());
    cudaMemcpy(h, buf.get(), 8 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("squares: %d %d, size %d\n", h[3], h[7], buf.size());
    printf("end of main, live %d\n", live);
    return 0;
}
