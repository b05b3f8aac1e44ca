// A product that both branches of an if-else compute first is hoisted above
// the branch by LLVM (SimplifyCFG), and when the branches stay branches
// (each reads memory the other does not) the add in each branch sees it as
// a value from another block, not a multiply: it fuses its other product,
// a*b - c*d becoming fma(-c, d, a*b). The rotary-embedding step of a course
// kernel has this shape. Every result is printed with all its bits; the
// branches of the controls begin with different products.
#include <cstdio>

#define D 64

__global__ void rotate(const float *x, const float *cs, const float *sn, float *out) {
    int row = blockIdx.x * D;
    for (int i = threadIdx.x; i < D; i += blockDim.x) {
        int g = row + i;
        if (i < D / 2) {
            out[g] = x[g] * cs[g] - sn[g] * x[g + D / 2];
        } else {
            out[g] = x[g] * cs[g] + sn[g] * x[g - D / 2];
        }
    }
}

__global__ void shapes(const float *v, const int *idx, float *out, double *dout, const double *w) {
    int t = threadIdx.x;
    float p = v[t + 32], q = v[t + 64];
    // the same first product, a load only one branch makes
    float r0;
    if (t & 1)
        r0 = v[t] * p - v[idx[t]] * q;
    else
        r0 = v[t] * p + v[idx[t] + 1] * q;
    // different first products: nothing hoisted, the left product fused
    float r1;
    if (t & 2)
        r1 = v[t] * q - v[idx[t]] * p;
    else
        r1 = v[t] * p - v[idx[t] + 2] * q;
    // stores in the branches, the product first in both
    if (t & 4)
        out[64 + t] = p * q - v[idx[t] + 3] * v[t];
    else
        out[96 + t] = p * q + v[idx[t] + 4] * v[t];
    out[t] = r0;
    out[32 + t] = r1;
    double a = w[t], b = w[t + 32];
    if (t & 8)
        dout[t] = a * b - w[idx[t]] * a;
    else
        dout[t] = a * b + w[idx[t] + 5] * b;
}

int main() {
    float hx[4 * D], hc[4 * D], hs[4 * D], hv[160];
    double hw[128];
    int hi[32];
    unsigned seed = 77u;
    for (int i = 0; i < 4 * D; i++) {
        seed = seed * 1664525u + 1013904223u;
        hx[i] = ((seed >> 8) / 16777216.0f) * 2.0f - 1.0f;
        seed = seed * 1664525u + 1013904223u;
        hs[i] = (seed >> 8) / 16777216.0f;
        hc[i] = 1.0f - hs[i] * 0.75f;
    }
    for (int i = 0; i < 160; i++) {
        seed = seed * 1664525u + 1013904223u;
        hv[i] = ((seed >> 8) / 16777216.0f) * 4.0f - 2.0f;
    }
    for (int i = 0; i < 128; i++) {
        seed = seed * 1664525u + 1013904223u;
        hw[i] = ((seed >> 5) / 134217728.0) * 3.0 - 1.5;
    }
    for (int i = 0; i < 32; i++) hi[i] = (i * 7 + 3) % 96;
    float *dx, *dc, *ds, *dr, *dv, *dout;
    double *dw, *ddout;
    int *di;
    cudaMalloc(&dx, sizeof hx);
    cudaMalloc(&dc, sizeof hc);
    cudaMalloc(&ds, sizeof hs);
    cudaMalloc(&dr, sizeof hx);
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dw, sizeof hw);
    cudaMalloc(&di, sizeof hi);
    cudaMalloc(&dout, 128 * sizeof(float));
    cudaMalloc(&ddout, 32 * sizeof(double));
    cudaMemset(dout, 0, 128 * sizeof(float));
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, hc, sizeof hc, cudaMemcpyHostToDevice);
    cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    cudaMemcpy(dw, hw, sizeof hw, cudaMemcpyHostToDevice);
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    rotate<<<4, 32>>>(dx, dc, ds, dr);
    shapes<<<1, 32>>>(dv, di, dout, ddout, dw);
    float r[4 * D], o[128];
    double od[32];
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(od, ddout, sizeof od, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4 * D; i += 8) {
        printf("rot %3d:", i);
        for (int k = 0; k < 8; k++) printf(" %08x", *(unsigned *)&r[i + k]);
        printf("\n");
    }
    for (int t = 0; t < 32; t++)
        printf("%2d: %08x %08x %08x %08x %016llx\n", t, *(unsigned *)&o[t], *(unsigned *)&o[32 + t],
               *(unsigned *)&o[64 + t], *(unsigned *)&o[96 + t], *(unsigned long long *)&od[t]);
    return 0;
}
