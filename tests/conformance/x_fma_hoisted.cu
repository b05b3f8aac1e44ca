// Products that both branches of an if-else compute first: LLVM hoists the
// instructions the two branches begin with above the branch, so such a
// product is computed once, has two uses, and each branch's add fuses its
// other product instead (a*b - c*d becomes fma(-c, d, a*b)). Each result is
// printed with all its bits; the shapes next to the hoisted ones are
// controls whose branches begin differently.
#include <cstdio>

__global__ void shapes(const float *v, const double *w, unsigned *out, unsigned long long *dout) {
    int t = threadIdx.x;
    float a = v[t], b = v[t + 32], c = v[t + 64], d = v[t + 96], e = v[t + 128];
    float r0, r1, r2, r3;
    // the same loads and product first in both branches: hoisted
    if (t & 1) {
        r0 = v[t] * v[t + 32] - v[t + 64] * v[t + 96];
    } else {
        r0 = v[t] * v[t + 32] + v[t + 64] * v[t + 128];
    }
    // register operands, a declaration in each branch
    if (t % 3 == 0) {
        float s = a * b + c * d;
        r1 = s;
    } else {
        float s = a * b - c * e;
        r1 = s;
    }
    // different first products: nothing hoisted
    if (t & 2) {
        r2 = a * c - b * d;
    } else {
        r2 = a * b - c * d;
    }
    // the shared product second in one branch
    if (t & 4) {
        r3 = c * d + a * b;
    } else {
        r3 = a * b - c * e;
    }
    out[t * 5 + 0] = __float_as_uint(r0);
    out[t * 5 + 1] = __float_as_uint(r1);
    out[t * 5 + 2] = __float_as_uint(r2);
    out[t * 5 + 3] = __float_as_uint(r3);
    double x = w[t], y = w[t + 32], z = w[t + 64], u = w[t + 96];
    double r4;
    if (t & 8) {
        r4 = x * y - z * u;
    } else {
        r4 = x * y + z * x;
    }
    out[t * 5 + 4] = 0;
    dout[t] = (unsigned long long)__double_as_longlong(r4);
}

int main() {
    float h[160];
    double hd[128];
    unsigned seed = 2024u;
    for (int i = 0; i < 160; i++) {
        seed = seed * 1664525u + 1013904223u;
        h[i] = ((seed >> 8) / 16777216.0f) * 4.0f - 2.0f;
    }
    for (int i = 0; i < 128; i++) {
        seed = seed * 1664525u + 1013904223u;
        hd[i] = ((seed >> 5) / 134217728.0) * 3.0 - 1.5;
    }
    float *dv;
    double *dw;
    unsigned *dout;
    unsigned long long *ddout;
    cudaMalloc(&dv, sizeof h);
    cudaMalloc(&dw, sizeof hd);
    cudaMalloc(&dout, 160 * sizeof(unsigned));
    cudaMalloc(&ddout, 32 * sizeof(unsigned long long));
    cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dw, hd, sizeof hd, cudaMemcpyHostToDevice);
    shapes<<<1, 32>>>(dv, dw, dout, ddout);
    unsigned r[160];
    unsigned long long rd[32];
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(rd, ddout, sizeof rd, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        printf("%2d:", t);
        for (int k = 0; k < 4; k++) printf(" %08x", r[t * 5 + k]);
        printf(" %016llx\n", rd[t]);
    }
    return 0;
}
