// Kernel templates whose parameter types come from explicitly specialized traits structs
// (typename Bits<T>::U *), one declared with __launch_bounds__ before its name, launched from
// host function templates: one whose template arguments are named at the call, one whose
// argument is deduced from a struct template (Job<T> &), and a traits struct first named by a
// function defined after the launch that needs it.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

template <typename T> struct Bits;
template <> struct Bits<float> { typedef unsigned int U; };
template <> struct Bits<double> { typedef unsigned long long U; };

template <typename T> struct Traits;
template <> struct Traits<float> {
    __host__ __device__ static float scale(float x) { return x * 0.5f + 1.0f; }
    static const char *name() { return "float"; }
};
template <> struct Traits<double> {
    __host__ __device__ static double scale(double x) { return x * 0.25 + 2.0; }
    static const char *name() { return "double"; }
};

template <typename T, int BS>
__global__ void __launch_bounds__(BS * BS)
maxBits(const T *in, int n, typename Bits<T>::U *out) {
    int i = (blockIdx.x * BS + threadIdx.y) * BS + threadIdx.x;
    if (i < n) {
        T v = in[i] < 0 ? -in[i] : in[i];
        typename Bits<T>::U key;
        memcpy(&key, &v, sizeof(T));
        atomicMax(out, key);
    }
}

template <typename T>
__global__ void scaleAll(T *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = Traits<T>::scale(x[i]);
}

template <typename T>
struct Job {
    int n;
    T *d;
};

template <typename T>
static void launch(Job<T> &j) {
    scaleAll<T><<<(j.n + 63) / 64, 64>>>(j.d, j.n);
}

template <typename T>
static T largest(const char *label, const T *h, int n) {
    typedef typename Bits<T>::U U;
    const int BS = 8;
    T *d; U *r;
    cudaMalloc(&d, n * sizeof(T));
    cudaMalloc(&r, sizeof(U));
    cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
    cudaMemset(r, 0, sizeof(U));
    int blocks = (n + BS * BS - 1) / (BS * BS);
    maxBits<T, BS><<<blocks, dim3(BS, BS)>>>(d, n, r);
    U key;
    cudaMemcpy(&key, r, sizeof(U), cudaMemcpyDeviceToHost);
    T m;
    memcpy(&m, &key, sizeof(T));
    printf("%s: largest |x| = %.9g (key %#llx)\n", label, (double)m, (unsigned long long)key);
    cudaFree(d);
    cudaFree(r);
    return m;
}

template <typename T>
static void report(Job<T> &j) {
    T h[4];
    cudaMemcpy(h, j.d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%s: %a %a %a %a\n", Traits<T>::name(), (double)h[0], (double)h[1], (double)h[2], (double)h[3]);
}

int main() {
    const int n = 300;
    float hf[n];
    double hd[n];
    for (int i = 0; i < n; i++) {
        hf[i] = (float)((i * 37) % 101 - 50) / 7.0f;
        hd[i] = ((i * 53) % 211 - 105) / 9.0;
    }
    largest<float>("float", hf, n);
    largest<double>("double", hd, n);

    Job<float> jf;
    jf.n = 4;
    cudaMalloc(&jf.d, 4 * sizeof(float));
    cudaMemcpy(jf.d, hf, 4 * sizeof(float), cudaMemcpyHostToDevice);
    Job<double> jd;
    jd.n = 4;
    cudaMalloc(&jd.d, 4 * sizeof(double));
    cudaMemcpy(jd.d, hd, 4 * sizeof(double), cudaMemcpyHostToDevice);
    launch(jf);
    launch(jd);
    report(jf);
    report(jd);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
