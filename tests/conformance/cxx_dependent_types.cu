// Templates that name types through other templates: a member type of an
// instance as another template's argument (Mix<typename Deref<P>::type, ...>
// must find the explicit specialization Mix<float, float>), a local alias of
// one, an enum argument written as a cast of its value, X::template f<T>()
// and h.template get<N>() in a template's body, static members read through
// an object, and kernels launched with default arguments.
#include <cstdio>

template <typename T> struct Deref { using type = T; };
template <> struct Deref<float *> { using type = float; };

template <typename A, typename B> struct Mix {
    __device__ static double apply(A a, B b) { return 1000.0 + (double)a - (double)b; }
};
template <> struct Mix<float, float> {
    __device__ static double apply(float a, float b) { return 7.0 + a * b; }
};

enum class Level : int { Low = 1, High = 3 };
template <Level L> struct Gain { static constexpr int factor = 10; };
template <> struct Gain<Level::High> { static constexpr int factor = 30; };

struct Sum {
    template <typename T> __device__ static T apply(T a, T b) { return a + b; }
};
struct Scale {
    int by;
    template <int N> __device__ int times() const { return N * by; }
};
struct Config {
    static constexpr int tile = 16;
    static const int depth = 3;
    int id;
};

template <typename P>
__global__ void mixes(P p, double *out) {
    using V = typename Deref<P>::type;
    int t = threadIdx.x;
    out[3 * t] = Mix<typename Deref<P>::type, typename Deref<P>::type>::apply(p[t], p[t]);
    out[3 * t + 1] = Mix<V, int>::apply(p[t], t);
    out[3 * t + 2] = Mix<float, float>::apply(p[t], 2.0f);
}

template <int L>
__global__ void gains(int *out) {
    out[threadIdx.x] = Gain<(Level)L>::factor * (int)threadIdx.x + Gain<static_cast<Level>(1)>::factor;
}

template <typename Op, typename T>
__global__ void ops(const T *in, T *out, Scale s) {
    int t = threadIdx.x;
    out[t] = Op::template apply<T>(in[t], in[t + 1]) + s.template times<3>();
}

__global__ void configs(int *out, int scale = 2, int offset = 5) {
    Config c;
    c.id = threadIdx.x;
    const Config *pc = &c;
    out[threadIdx.x] = c.tile * scale + pc->depth + c.id + offset;
}

int main() {
    const int n = 4;
    float h[n + 1] = {0.5f, 1.25f, -2.0f, 3.75f, 8.0f};
    float *d;
    double *o;
    int *gi;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, 3 * n * sizeof(double));
    cudaMalloc(&gi, n * sizeof(int));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);

    mixes<float *><<<1, n>>>(d, o);
    double ho[3 * n];
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("mix %d: %g %g %g\n", i, ho[3 * i], ho[3 * i + 1], ho[3 * i + 2]);

    int hi[n];
    gains<3><<<1, n>>>(gi);
    cudaMemcpy(hi, gi, sizeof hi, cudaMemcpyDeviceToHost);
    printf("gains<High>: %d %d %d %d\n", hi[0], hi[1], hi[2], hi[3]);
    gains<1><<<1, n>>>(gi);
    cudaMemcpy(hi, gi, sizeof hi, cudaMemcpyDeviceToHost);
    printf("gains<Low>: %d %d %d %d\n", hi[0], hi[1], hi[2], hi[3]);

    float *r;
    cudaMalloc(&r, n * sizeof(float));
    ops<Sum, float><<<1, n>>>(d, r, Scale{2});
    float hr[n];
    cudaMemcpy(hr, r, sizeof hr, cudaMemcpyDeviceToHost);
    printf("ops: %g %g %g %g\n", hr[0], hr[1], hr[2], hr[3]);

    configs<<<1, n>>>(gi);
    cudaMemcpy(hi, gi, sizeof hi, cudaMemcpyDeviceToHost);
    printf("configs: %d %d %d %d\n", hi[0], hi[1], hi[2], hi[3]);
    configs<<<1, n>>>(gi, 1);
    cudaMemcpy(hi, gi, sizeof hi, cudaMemcpyDeviceToHost);
    printf("configs(1): %d %d %d %d\n", hi[0], hi[1], hi[2], hi[3]);
    return 0;
}
