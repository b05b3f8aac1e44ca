// Lambdas without captures converted to function pointers, as C++ allows:
// in device code (a local pointer, a table of them in a braced list, a
// pointer passed to a __device__ function) and on the host (qsort's
// comparator, a pointer kept and called later).
#include <cstdio>
#include <cstdlib>

typedef float (*BinOp)(float, float);

__device__ float fold(BinOp f, const float *v, int n, float init) {
    float acc = init;
    for (int i = 0; i < n; ++i) acc = f(acc, v[i]);
    return acc;
}

__global__ void apply(const float *in, float *out, int n) {
    int t = threadIdx.x;
    int (*wrap)(int) = [](int x) { return x < 0 ? x + 8 : x % 8; };
    BinOp ops[3] = {[](float a, float b) { return a + b; }, [](float a, float b) { return a > b ? a : b; },
                    [](float a, float b) { return a * 0.5f + b; }};
    int k = wrap(t - 5) % 3;
    out[t] = fold(ops[k], in + t, n - t, (float)wrap(-t));
}

int main() {
    const int n = 12;
    float h[n], r[n];
    for (int i = 0; i < n; ++i) h[i] = (i * 7 % 5) - 1.5f;
    float *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    apply<<<1, n>>>(din, dout, n);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) printf("%d: %g\n", i, r[i]);

    int v[] = {5, -2, 9, 0, 3, 3, -7};
    qsort(v, 7, sizeof v[0], [](const void *a, const void *b) { return *(const int *)b - *(const int *)a; });
    for (int x : v) printf("%d ", x);
    printf("\n");
    int (*later)(int, int) = [](int a, int b) { return a * 10 + b; };
    printf("%d %d\n", later(4, 2), later(v[0], v[6]));
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
