// Template forms: declared before definition, deduced through pointers,
// mixed explicit and deduced arguments, recursion through int parameters.
template <typename T> __device__ T sq(T v);

template <typename T, int N>
__device__ T sumN(const T *p) {
    T s = 0;
#pragma unroll
    for (int i = 0; i < N; i++) s += p[i];
    return s;
}

template <int N>
__host__ __device__ int fact() { return N <= 1 ? 1 : N * fact<(N > 1 ? N - 1 : 1)>(); }

template <typename T> __device__ T sq(T v) { return v * v; }

template <typename T>
__global__ void k(T *out, const T *in) {
    out[threadIdx.x] = sq(in[threadIdx.x]) + sumN<T, 4>(in);
}

int main() {
    float *f = 0;
    double *d = 0;
    k<<<1, 32>>>(f, f);
    k<double><<<1, 32>>>(d, d);
    return fact<5>() - 120;
}
