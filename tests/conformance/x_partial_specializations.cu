// Partial specializations of struct templates: traits that take pointers,
// arrays and instances apart, the most specialized of several patterns,
// a parameter that appears twice, and a policy chosen by a bool.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                         \
    do {                                                                    \
        cudaError_t err_ = (call);                                          \
        if (err_ != cudaSuccess) {                                          \
            printf("CUDA error %s at line %d\n", cudaGetErrorString(err_), __LINE__); \
            return 1;                                                       \
        }                                                                   \
    } while (0)

template <typename T> struct Describe { static const int kind = 0; __host__ __device__ static int depth() { return 0; } };
template <typename T> struct Describe<T *> { static const int kind = 1; __host__ __device__ static int depth() { return 1 + Describe<T>::depth(); } };
template <typename T> struct Describe<const T *> { static const int kind = 2; __host__ __device__ static int depth() { return 10 + Describe<T>::depth(); } };

template <typename T> struct Pointee { typedef T type; };
template <typename T> struct Pointee<T *> { typedef T type; };

template <typename T, int N> struct Vec { T v[N]; };

template <typename V> struct VecInfo;
template <typename T, int N> struct VecInfo<Vec<T, N> > {
    typedef T scalar;
    static const int size = N;
    __host__ __device__ static T sum(const Vec<T, N> &a) {
        T s = T(0);
        for (int i = 0; i < N; ++i) s += a.v[i];
        return s;
    }
};

template <typename A, typename B> struct Same { static const bool value = false; };
template <typename A> struct Same<A, A> { static const bool value = true; };

template <typename T, bool Saturate> struct Adder {
    __device__ static T add(T a, T b) { return a + b; }
};
template <typename T> struct Adder<T, true> {
    __device__ static T add(T a, T b) {
        T s = a + b;
        if (b > 0 && s < a) return (T)~(T)0 > 0 ? (T)~(T)0 : (T)((1ull << (8 * sizeof(T) - 1)) - 1);
        return s;
    }
};

template <typename T, bool Saturate>
__global__ void accumulate(const T *in, T *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = Adder<T, Saturate>::add(out[i], in[i]);
}

template <typename T, int N>
__global__ void sums(const Vec<T, N> *in, typename VecInfo<Vec<T, N> >::scalar *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = VecInfo<Vec<T, N> >::sum(in[i]) * VecInfo<Vec<T, N> >::size;
}

template <typename P>
__global__ void pointer_facts(int *out) {
    out[0] = Describe<P>::kind;
    out[1] = Describe<P>::depth();
    out[2] = sizeof(typename Pointee<P>::type);
}

template <typename P>
int facts(const char *name) {
    int *d, h[3];
    CHECK(cudaMalloc(&d, sizeof(h)));
    pointer_facts<P><<<1, 1>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    printf("%-16s kind %d depth %2d pointee %d bytes (host: kind %d depth %2d)\n", name, h[0], h[1], h[2],
           Describe<P>::kind, Describe<P>::depth());
    return 0;
}

int main() {
    if (facts<int>("int")) return 1;
    if (facts<double *>("double *")) return 1;
    if (facts<const char *>("const char *")) return 1;
    if (facts<short **>("short **")) return 1;
    if (facts<const float **>("const float **")) return 1;
    if (facts<const double *const *>("const double *const *")) return 1;

    printf("Same<int, int> %d, Same<int, unsigned> %d, Same<Vec<float, 3>, Vec<float, 3> > %d\n",
           (int)Same<int, int>::value, (int)Same<int, unsigned>::value, (int)Same<Vec<float, 3>, Vec<float, 3> >::value);
    printf("VecInfo<Vec<double, 5> >::size %d, scalar is double: %d\n", VecInfo<Vec<double, 5> >::size,
           (int)Same<VecInfo<Vec<double, 5> >::scalar, double>::value);

    const int n = 64;
    Vec<float, 3> hv3[n];
    Vec<int, 4> hv4[n];
    for (int i = 0; i < n; ++i) {
        for (int k = 0; k < 3; ++k) hv3[i].v[k] = 0.1f * (i + 1) + 0.37f * k;
        for (int k = 0; k < 4; ++k) hv4[i].v[k] = i * 7 - k * 3;
    }
    Vec<float, 3> *dv3;
    Vec<int, 4> *dv4;
    float *ds3;
    int *ds4;
    CHECK(cudaMalloc(&dv3, sizeof(hv3)));
    CHECK(cudaMalloc(&dv4, sizeof(hv4)));
    CHECK(cudaMalloc(&ds3, n * sizeof(float)));
    CHECK(cudaMalloc(&ds4, n * sizeof(int)));
    CHECK(cudaMemcpy(dv3, hv3, sizeof(hv3), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dv4, hv4, sizeof(hv4), cudaMemcpyHostToDevice));
    sums<float, 3><<<2, 32>>>(dv3, ds3, n);
    sums<int, 4><<<2, 32>>>(dv4, ds4, n);
    CHECK(cudaGetLastError());
    float s3[n];
    int s4[n];
    CHECK(cudaMemcpy(s3, ds3, sizeof(s3), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(s4, ds4, sizeof(s4), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i += 9) printf("vec %2d: float3 sum*3 %.9g (host %.9g), int4 sum*4 %d\n", i, s3[i],
                                         VecInfo<Vec<float, 3> >::sum(hv3[i]) * 3, s4[i]);

    const int m = 8;
    unsigned char ha[m], hb[m], wrap[m], sat[m];
    for (int i = 0; i < m; ++i) { ha[i] = (unsigned char)(40 * i); hb[i] = (unsigned char)(30 * i + 5); }
    unsigned char *da, *dw, *dsat;
    CHECK(cudaMalloc(&da, m));
    CHECK(cudaMalloc(&dw, m));
    CHECK(cudaMalloc(&dsat, m));
    CHECK(cudaMemcpy(da, ha, m, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dw, hb, m, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dsat, hb, m, cudaMemcpyHostToDevice));
    accumulate<unsigned char, false><<<1, m>>>(da, dw, m);
    accumulate<unsigned char, true><<<1, m>>>(da, dsat, m);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(wrap, dw, m, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sat, dsat, m, cudaMemcpyDeviceToHost));
    for (int i = 0; i < m; ++i) printf("%3d + %3d: wrapping %3d, saturating %3d\n", ha[i], hb[i], wrap[i], sat[i]);
    CHECK(cudaFree(dv3)); CHECK(cudaFree(dv4)); CHECK(cudaFree(ds3)); CHECK(cudaFree(ds4));
    CHECK(cudaFree(da)); CHECK(cudaFree(dw)); CHECK(cudaFree(dsat));
    return 0;
}
