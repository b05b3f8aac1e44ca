// Function templates that share a name, and plain functions beside them:
// C++ picks by the arguments' count and types, a more specialized template
// over a general one (f(T *) over f(T)), and a plain function over a
// template that fits no better.
#include <cstdio>
#include <vector>

template <typename T> const char *kind(T) { return "value"; }
template <typename T> const char *kind(T *) { return "pointer"; }
template <typename T> const char *kind(const std::vector<T> &) { return "vector"; }
const char *kind(double) { return "double (plain)"; }

// a forward declaration of one overload, defined after the other uses it
template <typename T> T total(const T *p, int n);
template <int N, typename T> T total(const T *p)
{
    T s = 0;
    for (int i = 0; i < N; i++) s += p[i];
    return s;
}
template <typename T> T total(const T *p, int n) { return n == 0 ? T(0) : p[n - 1] + total(p, n - 1); }

template <typename T> __host__ __device__ T clampTo(T x, T lo, T hi) { return x < lo ? lo : x > hi ? hi : x; }
template <typename T> __host__ __device__ T clampTo(T x, T hi) { return clampTo(x, T(0), hi); }
__host__ __device__ int clampTo(int x) { return clampTo(x, 0, 100); }

template <typename T> __global__ void squash(T *v, int n, T hi)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = clampTo(v[i], hi) + clampTo(v[i], T(-1), T(1));
}

__global__ void squashInt(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = clampTo(v[i]) * 2 + clampTo(v[i], 7);
}

template <typename T, typename U> auto mix(T a, U b) { return a * 10 + b; }
template <typename T> auto mix(T a) { return mix(a, a / 2); }

int main()
{
    int x = 3;
    float f = 1.5f;
    std::vector<float> v(3, 1.5f);
    printf("kind: %s, %s, %s, %s, %s, %s\n", kind(x), kind(&x), kind(v), kind(2.0), kind(f), kind("text"));

    int a[5] = {1, 2, 3, 4, 5};
    double b[3] = {0.5, 0.25, 0.125};
    printf("total: %d %d %g %g\n", total(a, 5), total<3>(a), total(b, 3), total<2>(b));
    printf("mix: %d %g %d\n", mix(4), mix(1, 0.5), mix(7, 2));
    printf("host clamp: %d %d %g %d\n", clampTo(250), clampTo(-4, 9), clampTo(2.5, 1.0), clampTo(12, 3, 8));

    const int n = 11;
    float hf[n];
    int hi[n];
    for (int i = 0; i < n; i++) {
        hf[i] = -2.0f + 0.75f * i;
        hi[i] = -30 + 29 * i;
    }
    float *df;
    int *di;
    cudaMalloc(&df, sizeof hf);
    cudaMalloc(&di, sizeof hi);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    squash<<<2, 8>>>(df, n, 4.0f);
    squashInt<<<2, 8>>>(di, n);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("%2d: %6.3f %5d\n", i, hf[i], hi[i]);
    cudaFree(df);
    cudaFree(di);
    return 0;
}
