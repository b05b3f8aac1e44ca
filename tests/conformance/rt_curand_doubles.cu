// cuRAND's double-precision draws on the device, bit for bit: Philox's
// curand_uniform_double (one 32-bit word), curand_uniform2_double and
// curand_normal2_double (one curand4 each), and the normal and log-normal
// doubles of the three generators (Box-Muller with the device's log and
// sincospi).
#include <cstdio>
#include <cstring>
#include <curand_kernel.h>
template <typename S>
__global__ void draws(double *o, int per, unsigned long long seed)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    S st;
    curand_init(seed, t, 3, &st);
    double *w = o + t * per;
    w[0] = curand_uniform_double(&st);
    w[1] = curand_normal_double(&st);
    w[2] = curand_normal_double(&st);
    double2 p = curand_normal2_double(&st);
    w[3] = p.x;
    w[4] = p.y;
    w[5] = curand_log_normal_double(&st, 0.25, 0.75);
    w[6] = curand_log_normal_double(&st, 0.25, 0.75);
    w[7] = curand_uniform_double(&st);
}
__global__ void philoxPairs(double *o, int per, unsigned long long seed)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t st;
    curand_init(seed, t, 1, &st); // an offset that is no multiple of 4
    double *w = o + t * per;
    for (int i = 0; i < per; i += 2) {
        double2 u = i % 4 == 0 ? curand_uniform2_double(&st) : curand_normal2_double(&st);
        w[i] = u.x;
        w[i + 1] = u.y;
    }
}
static void report(const char *name, const double *h, int n, int per)
{
    for (int c = 0; c < per; c++) {
        unsigned long long hh = 1469598103934665603ull;
        for (int t = 0; t < n; t++) { unsigned long long u; memcpy(&u, &h[t * per + c], 8); hh = (hh ^ u) * 1099511628211ull; }
        printf("%-7s %d %016llx %a %a\n", name, c, hh, h[c], h[(n - 1) * per + c]);
    }
}
template <typename S>
void run(const char *name, double *d, double *h, int n, int per)
{
    draws<S><<<n / 64, 64>>>(d, per, 20261126ull);
    cudaMemcpy(h, d, n * per * sizeof(double), cudaMemcpyDeviceToHost);
    report(name, h, n, per);
}
int main()
{
    const int n = 512, per = 8;
    static double h[n * per];
    double *d;
    cudaMalloc(&d, sizeof h);
    run<curandState>("xorwow", d, h, n, per);
    run<curandStatePhilox4_32_10_t>("philox", d, h, n, per);
    run<curandStateMRG32k3a>("mrg", d, h, n, per);
    philoxPairs<<<n / 64, 64>>>(d, per, 99ull);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    report("pairs", h, n, per);
    cudaFree(d);
    return 0;
}
