// Records rarer single-argument double functions on 2048 arguments each,
// spread over the range each function is defined on (a uniform exponent
// with random mantissas, both signs where the function takes them), the
// first 16 of each the edges (zeros, infinities, NaN, poles, subnormals,
// huge values), one line per argument: the argument's bits, then lgamma,
// tgamma, erfcinv, normcdfinv, erfcx, j0, j1, y0 and y1 of it (each
// function's own argument: see arg()). For fitting the lab's models.
#include <cstdio>
#include <cstdint>
#include <cmath>
#define NF 9
__device__ uint64_t mix(uint64_t x) {
    x ^= x >> 31; x *= 0x7fb5d329728ea185ull; x ^= x >> 27; x *= 0x81dadef4bc2dd44dull; x ^= x >> 33; return x;
}
__device__ double special(int f, int i) {
    const double tiny = 4.9406564584124654e-324, inf = INFINITY;
    const double s[NF][16] = {
        {0.0, -0.0, 1.0, 2.0, inf, -inf, NAN, -1.0, -2.0, 0.5, -0.5, tiny, 1e300, 0x1p1020, -2.5, 3.0},          // lgamma
        {0.0, -0.0, 1.0, 2.0, inf, -inf, NAN, -1.0, -2.0, 0.5, -0.5, tiny, 171.5, 172.0, -171.5, -190.5},        // tgamma
        {0.0, 2.0, 1.0, inf, -1.0, NAN, tiny, 1e-300, 1e-17, 1e-8, 1.5, 1.999999999, 0.5, 2.5, 1e-100, 0x1p-1022}, // erfcinv
        {0.0, 1.0, 0.5, inf, -1.0, NAN, tiny, 1e-300, 1e-20, 1e-8, 0.75, 0.999999999, 0.25, 1.5, 1e-100, 0.975},   // normcdfinv
        {0.0, -0.0, 1.0, inf, -inf, NAN, -1.0, -26.7, -27.3, 26.0, 1e10, 1e300, tiny, -1e-300, 0.5, -0.5},       // erfcx
        {0.0, -0.0, 1.0, inf, -inf, NAN, 2.404825557695773, 5.520078110286311, 1e6, 1e15, tiny, -3.0, 1e-10, 8.0, 25.0, 100.5}, // j0
        {0.0, -0.0, 1.0, inf, -inf, NAN, 3.831705970207512, 7.015586669815619, 1e6, 1e15, tiny, -3.0, 1e-10, 8.0, 25.0, 100.5}, // j1
        {0.0, -0.0, 1.0, inf, -inf, NAN, 0.8935769662791675, 3.957678419314858, 1e6, 1e15, tiny, -3.0, 1e-10, 8.0, 25.0, 100.5}, // y0
        {0.0, -0.0, 1.0, inf, -inf, NAN, 2.197141326031017, 5.429681040794135, 1e6, 1e15, tiny, -3.0, 1e-10, 8.0, 25.0, 100.5}, // y1
    };
    return s[f][i];
}
// arg returns argument i of function f: the edges first, then a magnitude
// 2^e * (1 + m) with e uniform in [elo, ehi], negated when signed and the
// hash says so (lgamma and tgamma: every fourth negative argument is near
// an integer, where they are hardest).
__device__ double arg(int f, int i) {
    if (i < 16) return special(f, i);
    uint64_t h = mix((uint64_t)i * 16 + f + 1);
    const int elo[NF] = {-40, -40, -1070, -1070, -40, -40, -40, -40, -40};
    const int ehi[NF] = {10, 8, 0, -1, 12, 12, 12, 12, 12};
    const bool sgn[NF] = {true, true, false, false, true, true, true, false, false};
    int e = elo[f] + (int)(h % (uint64_t)(ehi[f] - elo[f] + 1));
    double m = 1.0 + (double)((h >> 12) & 0xfffffffffffffull) * 0x1p-52;
    double x = ldexp(m, e);
    if (f == 2) x = fmin(x, 1.999);  // erfcinv: (0, 2)
    if (f == 3) x = fmin(x, 0.999);  // normcdfinv: (0, 1)
    if (sgn[f] && (h >> 63)) x = -x;
    if ((f == 0 || f == 1) && x < 0 && (h & 3) == 0) x = -floor(fmin(-x, 180.0)) - ldexp(1.0, -(int)((h >> 4) % 40) - 1);
    return x;
}
__global__ void rare(uint64_t *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint64_t *o = out + i * 2 * NF;
    double a[NF];
    for (int f = 0; f < NF; f++) a[f] = arg(f, i);
    double r[NF] = {lgamma(a[0]), tgamma(a[1]), erfcinv(a[2]), normcdfinv(a[3]), erfcx(a[4]), j0(a[5]), j1(a[6]), y0(a[7]), y1(a[8])};
    for (int f = 0; f < NF; f++) { o[2 * f] = __double_as_longlong(a[f]); o[2 * f + 1] = __double_as_longlong(r[f]); }
}
int main() {
    const int n = 2048;
    uint64_t *d;
    cudaMalloc(&d, n * 2 * NF * 8);
    rare<<<n / 128, 128>>>(d, n);
    static uint64_t h[n * 2 * NF];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 2 * NF; k++) printf("%016llx%c", (unsigned long long)h[i * 2 * NF + k], k == 2 * NF - 1 ? '\n' : ' ');
    return 0;
}
