// Template parameters of pointer-to-function type, as generic reductions
// and integrators write them: template <typename T, T (*f)(T), int B>. The
// argument names a function, a function template's instance, or a function
// template whose instance the parameter's type deduces (T (*)(T) with T =
// double takes cubed<double>); calls through the parameter call it.
#include <cstdio>

template <typename T> __host__ __device__ T cubed(T x) { return x * x * x; }
__device__ double damped(double x) { return x / (1.0 + x * x); }
__host__ __device__ float negated(float x) { return -x; }
__device__ int twice(int x) { return 2 * x; }

template <typename T, T (*f)(T), unsigned int blockSize>
__global__ void integrate(T a, T dx, int n, T *out) {
    int i = blockIdx.x * blockSize + threadIdx.x;
    if (i < n) out[i] = f(a + i * dx) * dx;
}

template <typename T, T (*f)(T)>
__global__ void mapAll(T *v, int n) {
    for (int i = threadIdx.x; i < n; i += blockDim.x) v[i] = f(v[i]);
}

template <typename T, T (*op)(T)> T applyTwice(T x) { return op(op(x)); }

int main() {
    const int n = 16;
    double *d;
    cudaMallocManaged(&d, n * sizeof(double));
    integrate<double, damped, 8><<<2, 8>>>(0.0, 0.25, n, d);
    cudaDeviceSynchronize();
    double s = 0;
    for (int i = 0; i < n; i++) s += d[i];
    printf("damped: %.17g %.17g sum %.17g\n", d[1], d[15], s);
    integrate<double, cubed, 8><<<2, 8>>>(0.0, 0.25, n, d);
    cudaDeviceSynchronize();
    printf("cubed (deduced): %.17g %.17g\n", d[3], d[15]);
    integrate<double, cubed<double>, 8><<<2, 8>>>(1.0, 0.5, n, d);
    cudaDeviceSynchronize();
    printf("cubed<double>: %.17g %.17g\n", d[0], d[15]);

    float *f;
    int *k;
    cudaMallocManaged(&f, n * sizeof(float));
    cudaMallocManaged(&k, n * sizeof(int));
    for (int i = 0; i < n; i++) {
        f[i] = i * 0.5f;
        k[i] = i - 3;
    }
    mapAll<float, negated><<<1, 5>>>(f, n);
    mapAll<int, twice><<<1, 7>>>(k, n);
    cudaDeviceSynchronize();
    printf("mapped: %g %g %d %d\n", f[3], f[15], k[0], k[15]);
    printf("host: %g %d\n", applyTwice<float, negated>(2.5f), applyTwice<int, cubed>(2));
    return 0;
}
