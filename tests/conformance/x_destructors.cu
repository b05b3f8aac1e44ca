// Destructors: when C++ ends the lives of local objects, on the host and
// on the device, and an RAII wrapper that owns device memory.
#include <cstdio>
#include <cuda_runtime.h>

struct Noisy {
    int id;
    Noisy(int i) : id(i) { printf("  make %d\n", id); }
    ~Noisy() { printf("  end %d\n", id); }
    int twice() const { return 2 * id; }
};

template <typename T>
class DeviceBuffer {
public:
    explicit DeviceBuffer(int n) : n_(n), p_(nullptr) {
        cudaMalloc(&p_, n * sizeof(T));
        printf("  buffer of %d allocated\n", n);
    }
    ~DeviceBuffer() {
        cudaFree(p_);
        printf("  buffer of %d freed\n", n_);
    }
    T *get() const { return p_; }
    int size() const { return n_; }
private:
    int n_;
    T *p_;
};

struct Counter {
    int *hits;
    __device__ Counter(int *h) : hits(h) {}
    __device__ ~Counter() { atomicAdd(hits, 1); }
};

__global__ void fill(float *p, int n, int *ends) {
    Counter c(ends);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;          // leaving early still ends c
    for (int k = 0; k < 3; k++) {
        Counter inner(ends + 1);
        if (k == 1) continue;    // and so does continue
        p[i] += k;
    }
    p[i] += 0.5f * i;
}

int sum_to(int n) {
    Noisy guard(100 + n);
    int s = 0;
    for (int i = 1; i <= n; i++) {
        Noisy step(i);
        if (i == 3) break;
        s += step.twice();
    }
    return s + guard.id;         // computed before guard ends
}

Noisy make(int id) {
    Noisy n(id);
    printf("  made in make\n");
    return n;                    // handed to the caller, not ended here
}

void by_value(Noisy n) { printf("  by_value sees %d\n", n.id); }

int main() {
    printf("scopes:\n");
    {
        Noisy a(1);
        Noisy b(2);
        {
            Noisy c(3);
        }
        printf("  inner block done\n");
    }
    printf("return value %d\n", sum_to(4));
    printf("returned object:\n");
    {
        Noisy m = make(7);
        printf("  caller has %d\n", m.id);
    }
    printf("parameter:\n");
    by_value(Noisy(9));
    printf("loop object:\n");
    for (Noisy it(20); it.id < 22; it.id++)
        printf("  iteration %d\n", it.id);
    printf("switch:\n");
    for (int k = 0; k < 2; k++) {
        switch (k) {
        case 0: {
            Noisy s(30);
            break;
        }
        default:
            printf("  default\n");
        }
    }

    const int n = 64;
    int *ends;
    cudaMalloc(&ends, 2 * sizeof(int));
    cudaMemset(ends, 0, 2 * sizeof(int));
    float h[n];
    {
        DeviceBuffer<float> buf(n);
        cudaMemset(buf.get(), 0, n * sizeof(float));
        fill<<<1, 96>>>(buf.get(), buf.size(), ends);
        cudaMemcpy(h, buf.get(), n * sizeof(float), cudaMemcpyDeviceToHost);
    }
    int e[2];
    cudaMemcpy(e, ends, sizeof(e), cudaMemcpyDeviceToHost);
    printf("h[0] %.1f h[63] %.1f, %d outer and %d inner counters ended\n", h[0], h[63], e[0], e[1]);
    cudaFree(ends);
    return 0;
}
