// Which products nvcc fuses into FMAs across statements: a product held in a
// local and added in a later statement (one use, two uses, a use by a
// multiply or a store as well), d = x*x; d += y*y, subtractions either way,
// an operand reassigned between the product and the add, a product in a
// branch or before a loop, small device functions, an nbody distance split
// over statements, and double versions. The host (gcc) fuses nothing; the
// device's results show, in their last bits, which adds were fused and with
// which operands.
#include <cstdio>

#define NT 8
#define NF 44
#define ND 12
// Every case reads inputs of its own, so that no product is shared between
// cases after inlining and CSE (nvcc's fusion depends on a product's uses).
#define IF(k) float a = v[5 * (k)], b = v[5 * (k) + 1], c = v[5 * (k) + 2], d = v[5 * (k) + 3], e = v[5 * (k) + 4]
#define ID(k) double x = w[4 * (k)], y = w[4 * (k) + 1], z = w[4 * (k) + 2], t = w[4 * (k) + 3]

__host__ __device__ float mulf(float x, float y) { return x * y; }
__host__ __device__ float madf(float x, float y, float z) { return x * y + z; }
__host__ __device__ double muld(double x, double y) { return x * y; }

__host__ __device__ void cases(const float *v, const double *w, int n, float *o, double *q) {
    {
        IF(0);
        float p = a * b;
        o[0] = p + c;
    }
    {
        IF(1);
        float p = a * b;
        float r1 = p + c;
        float r2 = p + d;
        o[1] = r1;
        o[2] = r2;
    }
    {
        IF(3);
        float p = a * b;
        float r1 = p + c;
        float r2 = p * d;
        o[3] = r1;
        o[4] = r2;
    }
    {
        IF(5);
        float s = a * a;
        s += b * b;
        o[5] = s;
    }
    {
        IF(6);
        float p = a * b;
        o[6] = p - c;
    }
    {
        IF(7);
        float p = a * b;
        o[7] = c - p;
    }
    {
        IF(8);
        float x = a;
        float p = x * b;
        x = x + d;
        o[8] = p + x;
    }
    {
        IF(9);
        float p = c;
        if (e > 0) p = a * b;
        o[9] = p + d;
    }
    {
        IF(10);
        float p;
        if (e > 0)
            p = a * b;
        else
            p = c * d;
        o[10] = p + e;
    }
    {
        IF(11);
        float p = a * b;
        float acc = c;
        for (int k = 0; k < n; k++) acc = acc + p;
        o[11] = acc;
    }
    {
        IF(12);
    o[12] = mulf(a, b) + c;
    }
    {
        IF(13);
    o[13] = c - mulf(a, b);
    }
    {
        IF(14);
    o[14] = madf(a, b, c);
    }
    {
        IF(15);
        const float eps = 0.01f;
        float dx2 = a * a;
        float dy2 = b * b;
        float dz2 = c * c;
        o[15] = dx2 + dy2 + dz2 + eps;
    }
    {
        IF(16);
        float r2 = a * a;
        r2 += b * b;
        r2 += c * c;
        r2 += 0.01f;
        o[16] = r2;
    }
    {
        IF(17);
        float p = a * b;
        o[17] = p + c * d;
    }
    {
        IF(18);
        float p = a * b;
        o[18] = c * d + p;
    }
    {
        IF(19);
        float p = a * b;
        float s = c * d;
        o[19] = p + s;
    }
    {
        IF(20);
        float p = a * b;
        o[20] = (p + c) * d;
    }
    {
        IF(21);
        float p = a * b;
        o[21] = p + c + d;
    }
    {
        IF(22);
        float p = a * b;
        o[22] = c + d + p;
    }
    {
        IF(23);
        float p = c;
        p = a * b;
        o[23] = p + d;
    }
    {
        IF(24);
        float p = a * b;
        p += c;
        o[24] = p;
    }
    {
        IF(25);
        float p = a * b;
        p = p + c;
        o[25] = p;
    }
    {
        IF(26);
        float p = a * b;
        o[26] = p + c;
        o[27] = p + d;
        o[28] = p + e;
        o[29] = p + a;
        o[30] = p + b;
    }
    {
        IF(31);
        float p = a * b;
        o[31] = p;
        o[32] = p + c;
    }
    {
        IF(33);
        float p = a * b;
        float s = p + c;
        p = c * d;
        o[33] = s + p;
    }
    {
        IF(34);
        float p = a * b;
        float s = d - p;
        o[34] = s * e + p;
    }
    {
        IF(35);
        float p = -(a * b);
        o[35] = p + c;
    }
    {
        IF(36);
        float p = a * b;
        o[36] = p + p;
    }
    {
        IF(37);
        float p = a * b;
        float r = c;
        r -= p;
        o[37] = r;
    }
    {
        IF(38);
        float p = a * b;
        float s = p + c;
        o[38] = s - p;
    }
    {
        IF(39);
        float p = a * b;
        o[39] = mulf(p, d) + c;
    }
    {
        IF(40);
        float p = a * b;
        o[40] = p + c;
        o[41] = p + d;
        o[42] = p + e;
        o[43] = p + a;
    }
    {
        ID(0);
        double p = x * y;
        q[0] = p + z;
    }
    {
        ID(1);
        double p = x * y;
        double r1 = p + z;
        double r2 = p + t;
        q[1] = r1;
        q[2] = r2;
    }
    {
        ID(3);
        double s = x * x;
        s += y * y;
        q[3] = s;
    }
    {
        ID(4);
        double p = x * y;
        q[4] = p - z;
    }
    {
        ID(5);
        double p = x * y;
        q[5] = z - p;
    }
    {
        ID(6);
        double u = x;
        double p = u * y;
        u = u + t;
        q[6] = p + u;
    }
    {
        ID(7);
    q[7] = muld(x, y) + z;
    }
    {
        ID(8);
        double dx2 = x * x, dy2 = y * y, dz2 = z * z;
        q[8] = dx2 + dy2 + dz2 + 0.01;
    }
    {
        ID(9);
        double p = x * y;
        q[9] = p + z * t;
    }
    {
        ID(10);
        double p = x * y;
        double r1 = p + z;
        double r2 = p * t;
        q[10] = r1;
        q[11] = r2;
    }
}

__global__ void kernel(const float *v, const double *w, int n, float *o, double *q) {
    int t = threadIdx.x;
    cases(v + 5 * NF * t, w + 4 * ND * t, n, o + NF * t, q + ND * t);
}

int main() {
    float hv[5 * NF * NT];
    double hw[4 * ND * NT];
    unsigned seed = 2024;
    for (int i = 0; i < 5 * NF * NT; i++) {
        seed = seed * 1664525u + 1013904223u;
        hv[i] = ((seed >> 8) / 16777216.0f) * 4.0f - 2.0f;
    }
    for (int i = 0; i < 4 * ND * NT; i++) {
        seed = seed * 1664525u + 1013904223u;
        unsigned hi = seed >> 6;
        seed = seed * 1664525u + 1013904223u;
        unsigned lo = seed >> 5;
        hw[i] = ((hi * 134217728.0 + lo) / 9007199254740992.0) * 4.0 - 2.0;
    }
    float *dv, *dof;
    double *dw, *doq;
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dw, sizeof hw);
    cudaMalloc(&dof, NF * NT * sizeof(float));
    cudaMalloc(&doq, ND * NT * sizeof(double));
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    cudaMemcpy(dw, hw, sizeof hw, cudaMemcpyHostToDevice);
    kernel<<<1, NT>>>(dv, dw, 3, dof, doq);
    float of[NF * NT], hof[NF * NT];
    double oq[ND * NT], hoq[ND * NT];
    cudaMemcpy(of, dof, sizeof of, cudaMemcpyDeviceToHost);
    cudaMemcpy(oq, doq, sizeof oq, cudaMemcpyDeviceToHost);
    for (int t = 0; t < NT; t++) cases(hv + 5 * NF * t, hw + 4 * ND * t, 3, hof + NF * t, hoq + ND * t);
    for (int k = 0; k < NF; k++) {
        printf("f%d", k);
        for (int t = 0; t < NT; t++) printf(" %.9g", of[NF * t + k]);
        printf("\n host");
        for (int t = 0; t < NT; t++) printf(" %.9g", hof[NF * t + k]);
        printf("\n");
    }
    for (int k = 0; k < ND; k++) {
        printf("d%d", k);
        for (int t = 0; t < NT; t++) printf(" %.17g", oq[ND * t + k]);
        printf("\n host");
        for (int t = 0; t < NT; t++) printf(" %.17g", hoq[ND * t + k]);
        printf("\n");
    }
    cudaFree(dv);
    cudaFree(dw);
    cudaFree(dof);
    cudaFree(doq);
    return 0;
}
