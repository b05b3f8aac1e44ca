template <typename T>
__device__ T twice(T v) { return v + v; }

template <int N>
__global__ void fill(int *out) { out[threadIdx.x] = N; }

template <typename T>
__global__ void scale(T *a, T s) { a[threadIdx.x] *= s; }

__global__ void use(float *f, int *i) {
    f[0] = twice(f[1]);
    i[0] = twice(i[1]);
}

int main() {
    int *d;
    float *f;
    fill<32><<<1, 32>>>(d);
    fill<<<1, 32>>>(d); /* ERROR "cannot deduce template argument 'N' of 'fill'" */
    scale<<<1, 32>>>(f, 2.0f);
    scale<<<1, 32>>>(f, 2.0); /* ERROR "conflicting types for template parameter 'T' of 'scale' \(float and double\)" */
    fill<float><<<1, 1>>>(d); /* ERROR "template parameter 'N' of 'fill' is a value, but the argument is a type" */
    return 0;
}

template <> int spec() { return 0; } /* ERROR "explicit specialization \(template <>\) is supported for function templates only" */

template <typename T> T undefinedT(T v);

int useUndefined() { return undefinedT(1); } /* ERROR "template 'undefinedT' is declared but never defined" */

template <int N> int recurse() { return recurse<N + 1>(); } /* ERROR "too many instantiations of template 'recurse'" */

int useRecurse() { return recurse<0>(); }
