// The double special functions a statistics or physics kernel reaches
// for: lgamma and tgamma (Poisson and gamma densities), erfcinv and
// normcdfinv (normal quantiles, deep tails included), erfcx (a scaled
// erfc without overflow), and the Bessel functions j0, j1, y0, y1, on a
// grid of arguments with their edges, in device code; the host's lgamma
// and tgamma beside them.
#include <cmath>
#include <cstdio>

#define N 24

__constant__ double grid[N] = {-INFINITY, -7.5, -3.0, -2.5, -1e-300, -0.0, 0.0, 4.9406564584124654e-324,
                               1e-10, 0.125, 0.5, 1.0, 1.5, 2.0, 2.404825557695773, 3.75,
                               8.0, 17.25, 42.0, 100.5, 171.5, 1e6, 1e300, INFINITY};
__constant__ double probs[N] = {0.0, 1e-300, 1e-100, 1e-30, 1e-17, 1e-8, 1e-4, 0.001,
                                0.01, 0.025, 0.1, 0.25, 0.5, 0.75, 0.9, 0.975,
                                0.999, 0.999999, 1.0, 1.5, 1.9999, 2.0, -0.5, NAN};

__global__ void special(double *out) {
    int i = threadIdx.x;
    if (i >= N) return;
    double x = grid[i], p = probs[i];
    double *o = out + 9 * i;
    o[0] = lgamma(x);
    o[1] = tgamma(x);
    o[2] = erfcinv(p);
    o[3] = normcdfinv(p);
    o[4] = erfcx(x);
    o[5] = j0(x);
    o[6] = j1(x);
    o[7] = y0(x);
    o[8] = y1(x);
}

// Poisson log-likelihood of counts k under rate lambda: k log(lambda) - lambda - lgamma(k + 1)
// (lgamma first: written after the product in one expression, its branches
// part the product from the subtraction of lambda, which nvcc then leaves
// unfused; the lab does not model that yet)
__global__ void poisson(const int *k, int n, double lambda, double *ll) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double lk = lgamma(k[i] + 1.0);
    ll[i] = k[i] * log(lambda) - lambda - lk;
}

// z-scores of a p-value table, and the gamma density at x with shape a
__global__ void quantiles(double *z, double *dens, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    double pv = pow(10.0, -1.0 - i);
    z[i] = -normcdfinv(pv);
    double a = 0.5 + i, xx = 1.0 + 0.75 * i;
    dens[i] = exp((a - 1.0) * log(xx) - xx - lgamma(a));
}

int main() {
    double *d;
    cudaMalloc(&d, 9 * N * sizeof(double));
    special<<<1, 32>>>(d);
    double h[9 * N];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    const char *names[9] = {"lgamma", "tgamma", "erfcinv", "normcdfinv", "erfcx", "j0", "j1", "y0", "y1"};
    for (int f = 0; f < 9; f++) {
        printf("%s:\n", names[f]);
        for (int i = 0; i < N; i++) printf("  %2d %.17g\n", i, h[9 * i + f]);
    }

    const int n = 12;
    int hk[n] = {0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144};
    int *dk;
    double *dll;
    cudaMalloc(&dk, sizeof hk);
    cudaMalloc(&dll, n * sizeof(double));
    cudaMemcpy(dk, hk, sizeof hk, cudaMemcpyHostToDevice);
    poisson<<<1, 32>>>(dk, n, 12.5, dll);
    double ll[n];
    cudaMemcpy(ll, dll, sizeof ll, cudaMemcpyDeviceToHost);
    double total = 0;
    for (int i = 0; i < n; i++) {
        total += ll[i];
        printf("poisson k=%3d ll=%.17g host lgamma=%.17g\n", hk[i], ll[i], lgamma(hk[i] + 1.0));
    }
    printf("total %.17g\n", total);

    double *dz, *dd;
    cudaMalloc(&dz, 16 * sizeof(double));
    cudaMalloc(&dd, 16 * sizeof(double));
    quantiles<<<1, 16>>>(dz, dd, 16);
    double z[16], dens[16];
    cudaMemcpy(z, dz, sizeof z, cudaMemcpyDeviceToHost);
    cudaMemcpy(dens, dd, sizeof dens, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 16; i++) printf("p=1e-%d z=%.17g gamma density=%.17g host tgamma=%.17g\n", i + 1, z[i], dens[i], tgamma(0.5 + i));
    cudaFree(d); cudaFree(dk); cudaFree(dll); cudaFree(dz); cudaFree(dd);
    return 0;
}
