// Polynomial evaluation on the GPU: Horner vs Estrin vs Clenshaw, with the
// compiler's default FMA contraction, explicit fma(), and the non-contracting
// __dmul_rn/__dadd_rn intrinsics. Host results are printed alongside.
#include <cstdio>
#include <cmath>
#include <vector>
#include <array>

template <typename T, int N>
struct Poly {
    T c[N];  // c[0] + c[1] x + ... + c[N-1] x^(N-1)
};

template <typename T, int N>
__host__ __device__ T horner(const Poly<T, N> &p, T x) {
    T r = p.c[N - 1];
    for (int k = N - 2; k >= 0; --k) r = r * x + p.c[k];
    return r;
}

template <int N>
__device__ double horner_fma(const Poly<double, N> &p, double x) {
    double r = p.c[N - 1];
    for (int k = N - 2; k >= 0; --k) r = fma(r, x, p.c[k]);
    return r;
}

template <int N>
__device__ double horner_nofma(const Poly<double, N> &p, double x) {
    double r = p.c[N - 1];
    for (int k = N - 2; k >= 0; --k) r = __dadd_rn(__dmul_rn(r, x), p.c[k]);
    return r;
}

// Estrin scheme for degree 7 (8 coefficients)
template <typename T>
__host__ __device__ T estrin8(const Poly<T, 8> &p, T x) {
    T x2 = x * x;
    T x4 = x2 * x2;
    T p01 = p.c[0] + p.c[1] * x;
    T p23 = p.c[2] + p.c[3] * x;
    T p45 = p.c[4] + p.c[5] * x;
    T p67 = p.c[6] + p.c[7] * x;
    T q0 = p01 + x2 * p23;
    T q1 = p45 + x2 * p67;
    return q0 + x4 * q1;
}

// Clenshaw for a Chebyshev series sum c_k T_k(x)
template <int N>
__host__ __device__ double clenshaw(const double (&c)[N], double x) {
    double b1 = 0.0, b2 = 0.0;
    for (int k = N - 1; k >= 1; --k) {
        double t = 2.0 * x * b1 - b2 + c[k];
        b2 = b1;
        b1 = t;
    }
    return x * b1 - b2 + c[0];
}

__constant__ Poly<double, 13> d_exp;
__constant__ Poly<double, 8> d_bin7;     // (x-1)^7 expanded
__constant__ Poly<float, 8> d_bin7f;
__constant__ double d_cheb[10];

struct Row {
    double h_exp, f_exp, n_exp;
    double e8, h8, f8, n8;
    float h8f, e8f;
    double cl;
    double cre, cim;
};

__global__ void evaluate(const double *xs, int n, Row *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = xs[i];
    Row r;
    r.h_exp = horner(d_exp, x);
    r.f_exp = horner_fma(d_exp, x);
    r.n_exp = horner_nofma(d_exp, x);
    double y = 1.0 + x * 0.0625;  // close to the root of (y-1)^7
    r.h8 = horner(d_bin7, y);
    r.e8 = estrin8(d_bin7, y);
    r.f8 = horner_fma(d_bin7, y);
    r.n8 = horner_nofma(d_bin7, y);
    float yf = 1.0f + (float)x * 0.0625f;
    r.h8f = horner(d_bin7f, yf);
    r.e8f = estrin8(d_bin7f, yf);
    r.cl = clenshaw(d_cheb, x);
    // complex square (x + i*0.7)^2, the kind of a*b - c*d code people write
    double a = x, b = 0.7;
    r.cre = a * a - b * b;
    r.cim = a * b + b * a;
    out[i] = r;
}

int main() {
    const int n = 37;
    std::vector<double> xs(n);
    for (int i = 0; i < n; ++i) xs[i] = -1.0 + 2.0 * i / (n - 1);

    Poly<double, 13> pe;
    double f = 1.0;
    for (int k = 0; k < 13; ++k) { pe.c[k] = 1.0 / f; f *= (k + 1); }
    Poly<double, 8> pb = {{-1, 7, -21, 35, -35, 21, -7, 1}};
    Poly<float, 8> pbf = {{-1, 7, -21, 35, -35, 21, -7, 1}};
    // Chebyshev coefficients of exp(x) on [-1,1]: 2*I_k(1) (k>=1), I_0(1)
    double cheb[10] = {1.2660658777520082, 1.1303182079849700, 0.27149533953407656,
                       0.044336849848663804, 0.0054742404420937326, 0.00054292631191394375,
                       4.4977322954295147e-05, 3.1984364624019905e-06,
                       1.9921248066727958e-07, 1.1036771725517344e-08};

    cudaMemcpyToSymbol(d_exp, &pe, sizeof pe);
    cudaMemcpyToSymbol(d_bin7, &pb, sizeof pb);
    cudaMemcpyToSymbol(d_bin7f, &pbf, sizeof pbf);
    cudaMemcpyToSymbol(d_cheb, cheb, sizeof cheb);

    double *d_x;
    Row *d_out;
    cudaMalloc(&d_x, n * sizeof(double));
    cudaMalloc(&d_out, n * sizeof(Row));
    cudaMemcpy(d_x, xs.data(), n * sizeof(double), cudaMemcpyHostToDevice);
    evaluate<<<(n + 15) / 16, 16>>>(d_x, n, d_out);
    std::vector<Row> rows(n);
    cudaMemcpy(rows.data(), d_out, n * sizeof(Row), cudaMemcpyDeviceToHost);
    cudaError_t e = cudaGetLastError();
    printf("status: %s\n", cudaGetErrorString(e));

    int same_exp = 0, same_b7 = 0;
    for (int i = 0; i < n; ++i) {
        const Row &r = rows[i];
        double x = xs[i];
        double host_exp = horner(pe, x);
        double y = 1.0 + x * 0.0625;
        double host_b7 = horner(pb, y);
        printf("x=%+.4f exp: dev %.17g fma %.17g rn %.17g host %.17g libm %.17g\n",
               x, r.h_exp, r.f_exp, r.n_exp, host_exp, exp(x));
        printf("          b7: horner %.6e estrin %.6e fma %.6e rn %.6e host %.6e exact %.6e\n",
               r.h8, r.e8, r.f8, r.n8, host_b7, pow(y - 1.0, 7));
        printf("          b7f: horner %.9g estrin %.9g  cheb %.17g  z^2 = (%.17g, %.17g)\n",
               r.h8f, r.e8f, r.cl, r.cre, r.cim);
        same_exp += (r.h_exp == r.f_exp);
        same_b7 += (r.h8 == r.f8);
    }
    printf("contracted==fma: exp %d/%d  b7 %d/%d\n", same_exp, n, same_b7, n);
    printf("host clenshaw(0.5) = %.17g  exp(0.5) = %.17g\n", clenshaw(cheb, 0.5), exp(0.5));
    cudaFree(d_x);
    cudaFree(d_out);
    return 0;
}
