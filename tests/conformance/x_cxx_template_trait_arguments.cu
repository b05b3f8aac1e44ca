// Template arguments taken from a class's constants, as generic numerical
// code writes them: a parameter whose default reads another parameter
// (int N = F::dim, int B = sizeof(T)), worked out again for each type; a
// struct template's argument written as F::dim in a kernel's parameter;
// a local constexpr from it in a host function template; and a result
// type NMResult-style (Fit<N>) chosen by the default.
#include <cstdio>

struct Line { static constexpr int dim = 2; __host__ __device__ double eval(double t) const { return 3.0 * t - 1.0; } };
struct Cubic { static constexpr int dim = 4; __host__ __device__ double eval(double t) const { return ((t - 2.0) * t + 0.5) * t + 1.0; } };
struct Tiny { char c; };
struct Wide { double a, b; int k; };

template <int N>
struct Fit {
    double coef[N];
    int samples;
};

template <typename F, int N = F::dim>
__host__ __device__ int dimensionOf(const F &) { return N; }

template <typename T, int B = sizeof(T)>
__host__ __device__ int bytesOf(const T &) { return B; }

// least squares by normal equations on N monomials, Gaussian elimination
template <typename F, int N = F::dim>
__device__ Fit<N> fitPolynomial(const F &f, double lo, double hi, int samples) {
    double a[N][N + 1];
    for (int i = 0; i < N; ++i)
        for (int j = 0; j <= N; ++j) a[i][j] = 0.0;
    for (int s = 0; s < samples; ++s) {
        double t = lo + (hi - lo) * s / (samples - 1);
        double p[N];
        p[0] = 1.0;
        for (int i = 1; i < N; ++i) p[i] = p[i - 1] * t;
        double y = f.eval(t);
        for (int i = 0; i < N; ++i) {
            for (int j = 0; j < N; ++j) a[i][j] += p[i] * p[j];
            a[i][N] += p[i] * y;
        }
    }
    for (int c = 0; c < N; ++c)
        for (int r = c + 1; r < N; ++r) {
            double m = a[r][c] / a[c][c];
            for (int j = c; j <= N; ++j) a[r][j] -= m * a[c][j];
        }
    Fit<N> out;
    for (int i = N - 1; i >= 0; --i) {
        double v = a[i][N];
        for (int j = i + 1; j < N; ++j) v -= a[i][j] * out.coef[j];
        out.coef[i] = v / a[i][i];
    }
    out.samples = samples;
    return out;
}

template <typename F>
__global__ void fitKernel(Fit<F::dim> *out, int *dims) {
    F f;
    int t = threadIdx.x;
    out[t] = fitPolynomial(f, -1.0 - t, 2.0 + 0.5 * t, 16 + 4 * t);
    if (t == 0) {
        Tiny tiny;
        Wide wide;
        dims[0] = dimensionOf(f);
        dims[1] = dimensionOf(Line());
        dims[2] = dimensionOf(Cubic());
        dims[3] = bytesOf(tiny);
        dims[4] = bytesOf(wide);
        dims[5] = bytesOf(t);
    }
}

template <typename F>
void run(const char *name, int n) {
    constexpr int N = F::dim;
    Fit<N> *d;
    int *dd;
    cudaMalloc(&d, n * sizeof(Fit<N>));
    cudaMalloc(&dd, 6 * sizeof(int));
    fitKernel<F><<<1, n>>>(d, dd);
    Fit<N> h[8];
    int dims[6];
    cudaMemcpy(h, d, n * sizeof(Fit<N>), cudaMemcpyDeviceToHost);
    cudaMemcpy(dims, dd, sizeof(dims), cudaMemcpyDeviceToHost);
    printf("%s: N=%d sizeof(Fit<N>)=%zu dims %d %d %d bytes %d %d %d\n", name, N, sizeof(Fit<N>), dims[0], dims[1], dims[2],
           dims[3], dims[4], dims[5]);
    for (int i = 0; i < n; ++i) {
        printf("  fit %d (%d samples):", i, h[i].samples);
        for (int j = 0; j < N; ++j) printf(" %.12f", h[i].coef[j]);
        printf("\n");
    }
    printf("  host: dimension %d, bytes %d\n", dimensionOf(F()), bytesOf(h[0]));
    cudaFree(d);
    cudaFree(dd);
}

int main() {
    run<Line>("line", 3);
    run<Cubic>("cubic", 4);
    return 0;
}
