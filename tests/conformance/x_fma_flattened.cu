// Products equal across an if, as nvcc fuses them: a small if on registers alone becomes selects
// in one basic block (SimplifyCFG), so a product before it and its equal inside (or inside and
// after it) are read by adds in one block and all fuse (p1, p2, p4, p6, p7, and p8-p9 in double);
// an if whose branch loads or stores stays a branch, and LLVM's GVN computes the product of one
// branch on the other path too and reads it after the join through a phi (partial-redundancy
// elimination), so the branch's product and the one after it are one value read from two blocks,
// and neither fuses (p3, p5: FMUL, then FADDs in the recorded SASS).
#include <cstdio>
#include <cstring>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
// Each kernel: a product x*k computed under a branch and/or after it.
__global__ void p1(const float *in, unsigned *out) { // then-only branch, then the join
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = 0.0f, r2;
    if (t & 1) r1 = x * k + 0.1f;
    r2 = x * k - 7.5f;
    out[2 * t] = bits(r1); out[2 * t + 1] = bits(r2);
}
__global__ void p2(const float *in, unsigned *out) { // unconditional first, then under a branch
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f, r2 = 0.0f;
    if (t & 1) r2 = x * k - 7.5f;
    out[2 * t] = bits(r1); out[2 * t + 1] = bits(r2);
}
__global__ void p3(const float *in, unsigned *out) { // if-else, one branch computes
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1;
    if (t & 1) r1 = x * k + 0.1f; else r1 = in[64 + t];
    float r2 = x * k - 7.5f;
    out[2 * t] = bits(r1); out[2 * t + 1] = bits(r2);
}
__global__ void p4(const float *in, unsigned *out) { // both branches compute it
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1;
    if (t & 1) r1 = x * k + 0.1f; else r1 = x * k - 0.1f;
    float r2 = x * k - 7.5f;
    out[2 * t] = bits(r1); out[2 * t + 1] = bits(r2);
}
__global__ void p5(const float *in, unsigned *out) { // under a branch that stores, then after
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    if (t & 1) out[2 * t] = bits(x * k + 0.1f); else out[2 * t] = 0;
    out[2 * t + 1] = bits(x * k - 7.5f);
}
__global__ void p6(const float *in, unsigned *out) { // two branches in a row, then after
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = 0.0f;
    if (t & 1) r1 = x * k + 0.1f;
    if (t & 2) r1 += 1.0f;
    float r2 = x * k - 7.5f;
    out[2 * t] = bits(r1); out[2 * t + 1] = bits(r2);
}
__global__ void p7(const float *in, unsigned *out) { // unconditional, then in two later branches
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f, r2 = 0.0f;
    if (t & 1) r2 = x * k - 7.5f;
    if (t & 2) r2 += x * k;
    out[2 * t] = bits(r1); out[2 * t + 1] = bits(r2);
}
__global__ void p8(const double *in, unsigned long long *out) { // p1 in double
    int t = threadIdx.x; double x = in[t], k = in[32 + t];
    double r1 = 0.0, r2;
    if (t & 1) r1 = x * k + 0.1;
    r2 = x * k - 7.5;
    unsigned long long a, b; memcpy(&a, &r1, 8); memcpy(&b, &r2, 8);
    out[2 * t] = a; out[2 * t + 1] = b;
}
__global__ void p9(const double *in, unsigned long long *out) { // p2 in double
    int t = threadIdx.x; double x = in[t], k = in[32 + t];
    double r1 = x * k + 0.1, r2 = 0.0;
    if (t & 1) r2 = x * k - 7.5;
    unsigned long long a, b; memcpy(&a, &r1, 8); memcpy(&b, &r2, 8);
    out[2 * t] = a; out[2 * t + 1] = b;
}
int main() {
    float h[96]; double hd[96];
    for (int i = 0; i < 96; i++) { h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f; hd[i] = (double)h[i] * 1.0000001; }
    float *d; double *dd; unsigned *o; unsigned long long *od;
    cudaMalloc(&d, sizeof h); cudaMalloc(&dd, sizeof hd); cudaMalloc(&o, 256); cudaMalloc(&od, 512);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice); cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    void (*ks[])(const float *, unsigned *) = {p1, p2, p3, p4, p5, p6, p7};
    for (int k = 0; k < 7; k++) {
        ks[k]<<<1, 32>>>(d, o);
        unsigned r[64]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
        printf("p%d:", k + 1); for (int i = 0; i < 64; i++) printf(" %08x", r[i]); printf("\n");
    }
    void (*kd[])(const double *, unsigned long long *) = {p8, p9};
    for (int k = 0; k < 2; k++) {
        kd[k]<<<1, 32>>>(dd, od);
        unsigned long long r[64]; cudaMemcpy(r, od, sizeof r, cudaMemcpyDeviceToHost);
        printf("p%d:", k + 8); for (int i = 0; i < 64; i++) printf(" %llx", r[i]); printf("\n");
    }
    return 0;
}
