// Choosing among function templates that all fit a call, as C++'s partial
// ordering does: const T * over T *, f(T, T) over f(T, U), a pointer over
// a plain T, a non-template function over them all; and
// std::integral_constant's value, conversion and call.
#include <cstdio>
#include <type_traits>

template <typename T> __host__ __device__ int pick(T) { return 1; }
template <typename T> __host__ __device__ int pick(T *) { return 2; }
template <typename T> __host__ __device__ int pick(const T *) { return 3; }
__host__ __device__ int pick(int) { return 4; }
template <typename T, typename U> __host__ __device__ int pick(T, U) { return 5; }
template <typename T> __host__ __device__ int pick(T, T) { return 6; }
template <typename T> __host__ __device__ int pick(T *, T *) { return 7; }
template <typename T> __host__ __device__ int pick(const volatile T *) { return 8; }

__global__ void choose(int *out)
{
    int i = 3;
    float f = 1.5f;
    const int *ci = &i;
    const volatile int *cvi = &i;
    out[0] = pick(i);
    out[1] = pick(f);
    out[2] = pick(&i);
    out[3] = pick(ci);
    out[4] = pick(i, f);
    out[5] = pick(f, f);
    out[6] = pick(&f, &f);
    out[7] = pick(&i, &f);
    out[8] = pick(cvi);
    out[9] = pick<int>(i);
    out[10] = pick<float>(f, 2.0f);
}

using Answer = std::integral_constant<int, 42>;
using Small = std::integral_constant<short, -3>;

int main()
{
    int *d, h[11];
    cudaMalloc(&d, sizeof h);
    choose<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device:");
    for (int k = 0; k < 11; k++) printf(" %d", h[k]);
    printf("\n");
    int i = 3;
    double x = 2.5;
    const double *cx = &x;
    printf("host:   %d %d %d %d %d %d %d %d\n", pick(i), pick(x), pick(&x), pick(cx), pick(i, x), pick(x, x),
           pick(&x, &x), pick<double>(i));
    Answer a;
    int fromConversion = a;
    printf("integral_constant: %d %d %d %d %zu\n", Answer::value, fromConversion, a(), Small::value + 0,
           sizeof(Small::value));
    cudaFree(d);
    return 0;
}
