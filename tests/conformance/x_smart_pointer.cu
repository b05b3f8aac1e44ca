// A hand-written owning pointer, as C++ host code around kernels writes
// them: operator->, operator*, explicit operator bool and a destructor that
// releases the memory, for host and device buffers; and a device-side
// view type with operator* and operator[].
#include <cstdio>
#include <cstdlib>

template <typename T>
class HostPtr {
public:
    explicit HostPtr(T *p = nullptr) : p_(p) {}
    ~HostPtr() {
        if (p_) printf("  freeing a host %s\n", "object");
        free(p_);
    }
    T *operator->() const { return p_; }
    T &operator*() { return *p_; }
    explicit operator bool() const { return p_ != nullptr; }
    T *get() const { return p_; }
private:
    T *p_;
};

template <typename T>
struct DeviceArray {
    T *data;
    int n;
    explicit DeviceArray(int count) : data(nullptr), n(count) { cudaMalloc(&data, count * sizeof(T)); }
    ~DeviceArray() {
        cudaFree(data);
        printf("  released %d device elements\n", n);
    }
};

struct Stats { int count; float mean; };

struct View {
    const float *p;
    __device__ float operator*() const { return *p; }
    __device__ float operator[](int i) const { return p[i]; }
};

__global__ void smooth(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= 0 || i >= n - 1) return;
    View v = {in + i};
    out[i] = 0.25f * v[-1] + 0.5f * *v + 0.25f * v[1];
}

int main() {
    HostPtr<Stats> none;
    printf("empty pointer %s\n", none ? "holds" : "is empty");
    {
        HostPtr<Stats> s((Stats *)malloc(sizeof(Stats)));
        s->count = 3;
        (*s).mean = 1.5f;
        if (s) printf("count %d mean %.2f\n", s->count, s.get()->mean);
    }
    const int n = 16;
    float h[n];
    for (int i = 0; i < n; i++) h[i] = (i % 4) * 1.0f;
    {
        DeviceArray<float> in(n), out(n);
        cudaMemcpy(in.data, h, sizeof h, cudaMemcpyHostToDevice);
        cudaMemset(out.data, 0, sizeof h);
        smooth<<<1, 32>>>(in.data, out.data, n);
        cudaMemcpy(h, out.data, sizeof h, cudaMemcpyDeviceToHost);
    }
    for (int i = 0; i < n; i++) printf("%.2f ", h[i]);
    printf("\n");
    return 0;
}
