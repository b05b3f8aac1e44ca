// Math functions called with constant arguments: nvcc's optimizer evaluates
// some of them at compile time with the building machine's C library, so a
// kernel reads that value instead of what libdevice computes at run time. Each
// line prints the constant call's result and the same call on the same value
// loaded from memory (which nothing can fold), as hex floats.
#include <cstdio>
#include <cmath>

__global__ void folds(const float *v, const double *w, float *out, double *outd) {
    float a = v[0], b = v[1], c = v[2], h = v[3], q = v[4];   // 1, -1, 3, 0.5, 0.3
    double x = w[0], y = w[1], z = w[2], hd = w[3];          // 1, 3, 0.5, 2
    int i = 0;
    out[i++] = sinf(1.0f);    out[i++] = sinf(a);
    out[i++] = cosf(1.0f);    out[i++] = cosf(a);
    out[i++] = tanf(-1.0f);   out[i++] = tanf(b);
    out[i++] = expf(1.0f);    out[i++] = expf(a);
    out[i++] = logf(3.0f);    out[i++] = logf(c);
    out[i++] = log10f(3.0f);  out[i++] = log10f(c);
    out[i++] = log2f(3.0f);   out[i++] = log2f(c);
    out[i++] = exp2f(0.3f);   out[i++] = exp2f(q);
    out[i++] = powf(3.0f, 0.3f); out[i++] = powf(c, q);
    out[i++] = sinhf(0.5f);   out[i++] = sinhf(h);
    out[i++] = coshf(0.5f);   out[i++] = coshf(h);
    out[i++] = tanhf(0.5f);   out[i++] = tanhf(h);
    out[i++] = atanf(3.0f);   out[i++] = atanf(c);
    out[i++] = asinf(0.3f);   out[i++] = asinf(q);
    out[i++] = acosf(0.3f);   out[i++] = acosf(q);
    out[i++] = atan2f(0.3f, 3.0f); out[i++] = atan2f(q, c);
    out[i++] = erff(0.5f);    out[i++] = erff(h);
    out[i++] = cbrtf(3.0f);   out[i++] = cbrtf(c);
    out[i++] = expm1f(0.3f);  out[i++] = expm1f(q);
    out[i++] = log1pf(0.3f);  out[i++] = log1pf(q);
    out[i++] = asinhf(3.0f);  out[i++] = asinhf(c);
    out[i++] = acoshf(3.0f);  out[i++] = acoshf(c);
    out[i++] = atanhf(0.3f);  out[i++] = atanhf(q);
    out[i++] = exp10f(0.3f);  out[i++] = exp10f(q);
    out[i++] = fmodf(3.0f, 0.3f); out[i++] = fmodf(c, q);
    int j = 0;
    outd[j++] = sin(1.0);     outd[j++] = sin(x);
    outd[j++] = exp(1.0);     outd[j++] = exp(x);
    outd[j++] = log(3.0);     outd[j++] = log(y);
    outd[j++] = pow(3.0, 0.5); outd[j++] = pow(y, z);
    outd[j++] = tan(2.0);     outd[j++] = tan(hd);
    outd[j++] = cbrt(3.0);    outd[j++] = cbrt(y);
    outd[j++] = erf(0.5);     outd[j++] = erf(z);
    outd[j++] = atan(3.0);    outd[j++] = atan(y);
}

int main() {
    float v[] = {1.0f, -1.0f, 3.0f, 0.5f, 0.3f};
    double w[] = {1.0, 3.0, 0.5, 2.0};
    const char *names[] = {"sinf", "cosf", "tanf", "expf", "logf", "log10f", "log2f", "exp2f", "powf",
        "sinhf", "coshf", "tanhf", "atanf", "asinf", "acosf", "atan2f", "erff", "cbrtf", "expm1f",
        "log1pf", "asinhf", "acoshf", "atanhf", "exp10f", "fmodf"};
    const char *dnames[] = {"sin", "exp", "log", "pow", "tan", "cbrt", "erf", "atan"};
    const int n = sizeof names / sizeof names[0], nd = sizeof dnames / sizeof dnames[0];
    float *d_v, *d_out, out[2 * n];
    double *d_w, *d_outd, outd[2 * nd];
    cudaMalloc(&d_v, sizeof v); cudaMalloc(&d_w, sizeof w);
    cudaMalloc(&d_out, sizeof out); cudaMalloc(&d_outd, sizeof outd);
    cudaMemcpy(d_v, v, sizeof v, cudaMemcpyHostToDevice);
    cudaMemcpy(d_w, w, sizeof w, cudaMemcpyHostToDevice);
    folds<<<1, 1>>>(d_v, d_w, d_out, d_outd);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(outd, d_outd, sizeof outd, cudaMemcpyDeviceToHost);
    for (int k = 0; k < n; k++) printf("%-7s constant %a loaded %a\n", names[k], out[2 * k], out[2 * k + 1]);
    for (int k = 0; k < nd; k++) printf("%-7s constant %a loaded %a\n", dnames[k], outd[2 * k], outd[2 * k + 1]);
    return 0;
}
