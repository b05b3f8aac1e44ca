// Partial specializations chosen by std::enable_if (integral, floating,
// 8-byte, exactly float), and a variadic launch helper whose arguments
// include a kernel template's instance (k<T, 4>, one argument).
#include <cstdio>
#include <type_traits>

template <typename T, typename Enable = void> struct Quantizer {
    static constexpr const char *kind = "generic";
    __host__ __device__ static int bucket(T) { return -1; }
};
template <typename T> struct Quantizer<T, typename std::enable_if<std::is_integral<T>::value>::type> {
    static constexpr const char *kind = "integral";
    __host__ __device__ static int bucket(T v) { return (int)(v % 7); }
};
template <typename T> struct Quantizer<T, std::enable_if_t<std::is_floating_point<T>::value && sizeof(T) == 8>> {
    static constexpr const char *kind = "double";
    __host__ __device__ static int bucket(T v) { return (int)(v * 3.0) % 7; }
};
template <typename T> struct Quantizer<T, std::enable_if_t<std::is_same<T, float>::value>> {
    static constexpr const char *kind = "float";
    __host__ __device__ static int bucket(T v) { return (int)(v * 2.0f) % 7; }
};

template <typename T, int SCALE> __global__ void quantize(const T *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = Quantizer<T>::bucket(in[i]) * SCALE;
}

template <typename Kernel, typename... Args>
void launch(const char *label, Kernel kernel, int grid, int block, Args... args) {
    kernel<<<grid, block>>>(args...);
    printf("%-8s %s\n", label, cudaGetErrorString(cudaGetLastError()));
}

template <typename T> void run(const char *label, T start, T step) {
    const int n = 10;
    T host[n];
    for (int i = 0; i < n; i++) host[i] = start + step * (T)i;
    T *dIn;
    int *dOut, out[n];
    cudaMalloc(&dIn, sizeof host);
    cudaMalloc(&dOut, sizeof out);
    cudaMemcpy(dIn, host, sizeof host, cudaMemcpyHostToDevice);
    launch(label, quantize<T, 4>, 1, 32, (const T *)dIn, dOut, n);
    cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
    printf("  %s:", Quantizer<T>::kind);
    for (int i = 0; i < n; i++) printf(" %d", out[i]);
    printf("\n");
    cudaFree(dIn);
    cudaFree(dOut);
}

struct Opaque {
    int v;
};

int main() {
    run<int>("int", 3, 5);
    run<unsigned char>("uchar", 1, 9);
    run<long long>("llong", -20, 7);
    run<float>("float", 0.25f, 0.75f);
    run<double>("double", 0.1, 0.35);
    printf("opaque: %s %d\n", Quantizer<Opaque>::kind, Quantizer<Opaque>::bucket(Opaque{2}));
    printf("bool: %s, pointer: %s\n", Quantizer<bool>::kind, Quantizer<int *>::kind);
    return 0;
}
