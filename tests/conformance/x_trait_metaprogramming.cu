// Hand-written type traits and compile-time recursion: explicit
// specializations with a base clause, traits whose value picks a
// specialization, enable_if overloads over a struct template, and an
// alias template built on a conditional.
#include <cstdio>

namespace meta {

template <typename T, T V> struct constant { static constexpr T value = V; };
using yes = constant<bool, true>;
using no = constant<bool, false>;

template <typename T> struct is_real : no {};
template <> struct is_real<float> : yes {};
template <> struct is_real<double> : yes {};

template <typename A, typename B> struct same : no {};
template <typename A> struct same<A, A> : yes {};

template <bool B, typename T = void> struct only_if {};
template <typename T> struct only_if<true, T> { typedef T type; };

template <bool B, typename T, typename F> struct choose { typedef T type; };
template <typename T, typename F> struct choose<false, T, F> { typedef F type; };

template <typename T> using wide_t = typename choose<is_real<T>::value, double, long long>::type;

template <unsigned N> struct log2_floor { enum { value = 1 + log2_floor<N / 2>::value }; };
template <> struct log2_floor<1> { enum { value = 0 }; };

template <int N> struct is_pow2 { static constexpr bool value = N > 0 && (N & (N - 1)) == 0; };

template <bool Fast> struct stride_policy { static const int step = 3; };
template <> struct stride_policy<true> { static const int step = 1; };

template <int N> struct factorial { static const long long value = N * factorial<N - 1>::value; };
template <> struct factorial<0> { static const long long value = 1; };

} // namespace meta

template <typename T, int N> struct fixed_vec { T v[N]; };

template <typename T, int N>
__host__ __device__ typename meta::only_if<meta::is_real<T>::value, T>::type largest(const fixed_vec<T, N> &a)
{
    T m = a.v[0] < 0 ? -a.v[0] : a.v[0];
    for (int i = 1; i < N; i++) m = fmax(m, a.v[i] < 0 ? -a.v[i] : a.v[i]);
    return m;
}

template <typename T, int N>
__host__ __device__ typename meta::only_if<!meta::is_real<T>::value, T>::type largest(const fixed_vec<T, N> &a)
{
    T m = 0;
    for (int i = 0; i < N; i++) {
        T x = a.v[i] < 0 ? -a.v[i] : a.v[i];
        if (x > m) m = x;
    }
    return m;
}

template <typename T, int N>
__host__ __device__ meta::wide_t<T> total(const fixed_vec<T, N> &a)
{
    meta::wide_t<T> s = 0;
    for (int i = 0; i < N; i++) s += a.v[i];
    return s;
}

static_assert(meta::same<meta::wide_t<float>, double>::value, "float sums in double");
static_assert(meta::same<meta::wide_t<short>, long long>::value, "short sums in long long");
static_assert(!meta::same<int, unsigned>::value, "distinct types");
static_assert(meta::log2_floor<1024>::value == 10, "log2");
static_assert(meta::factorial<10>::value == 3628800LL, "10!");

template <int BLOCK>
__global__ void strided_sum(const int *in, int n, long long *out)
{
    const int step = meta::stride_policy<meta::is_pow2<BLOCK>::value>::step;
    long long s = 0;
    for (int i = threadIdx.x * step; i < n; i += BLOCK * step) s += in[i];
    __shared__ long long part[BLOCK];
    part[threadIdx.x] = s;
    __syncthreads();
    for (int w = BLOCK / 2; w > 0; w /= 2) {
        if (threadIdx.x < w) part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        out[0] = part[0];
        out[1] = meta::log2_floor<BLOCK>::value;
        out[2] = step;
        out[3] = meta::factorial<BLOCK / 16>::value;
    }
}

__global__ void vector_stats(double *out)
{
    fixed_vec<float, 4> f{{-2.5f, 1.25f, 3.75f, -0.5f}};
    fixed_vec<int, 3> i{{-7, 4, 6}};
    fixed_vec<short, 5> s{{300, -200, 100, 50, -25}};
    out[threadIdx.x * 4 + 0] = largest(f) * (threadIdx.x + 1);
    out[threadIdx.x * 4 + 1] = (double)largest(i) + threadIdx.x;
    out[threadIdx.x * 4 + 2] = (double)total(s) - threadIdx.x;
    out[threadIdx.x * 4 + 3] = total(f) + sizeof(meta::wide_t<short>);
}

int main()
{
    printf("is_real: float %d double %d int %d\n", meta::is_real<float>::value, meta::is_real<double>::value, meta::is_real<int>::value);
    printf("same<int,int> %d same<int,long> %d\n", meta::same<int, int>::value, meta::same<int, long>::value);
    printf("sizeof wide_t: float %zu int %zu\n", sizeof(meta::wide_t<float>), sizeof(meta::wide_t<int>));
    printf("is_pow2: 64 %d 96 %d 0 %d\n", meta::is_pow2<64>::value, meta::is_pow2<96>::value, meta::is_pow2<0>::value);
    printf("stride for 128: %d, for 96: %d\n", meta::stride_policy<meta::is_pow2<128>::value>::step, meta::stride_policy<meta::is_pow2<96>::value>::step);

    fixed_vec<double, 3> hd{{1.5, -9.25, 4.0}};
    fixed_vec<long long, 2> hl{{-123456789012LL, 5}};
    printf("host largest: %.2f %lld, total: %.2f %lld\n", largest(hd), largest(hl), total(hd), total(hl));

    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 37) % 101 - 50;
    int *din;
    long long *dout;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, 4 * sizeof(long long));
    cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
    long long r[4];
    strided_sum<64><<<1, 64>>>(din, n, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("BLOCK 64: sum %lld log2 %lld step %lld fact %lld\n", r[0], r[1], r[2], r[3]);
    strided_sum<96><<<1, 96>>>(din, n, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("BLOCK 96: sum %lld log2 %lld step %lld fact %lld\n", r[0], r[1], r[2], r[3]);

    double *dv, hv[8];
    cudaMalloc(&dv, sizeof hv);
    vector_stats<<<1, 2>>>(dv);
    cudaMemcpy(hv, dv, sizeof hv, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%g%c", hv[i], i % 4 == 3 ? '\n' : ' ');
    cudaFree(din);
    cudaFree(dout);
    cudaFree(dv);
    return 0;
}
