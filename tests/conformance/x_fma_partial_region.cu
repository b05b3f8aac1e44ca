// How far a product computed in one branch of an if reaches. LLVM's GVN computes it on the other
// path too (partial-redundancy elimination) only for an equal product in the block right after the
// join, whose predecessors are the two branches: that one and the branch's are one value read from
// two blocks, and neither fuses (x_fma_flattened's p3 and p5). After another branch, or a loop, the
// branch's product dominates no predecessor of the block that reads it again, so that product is
// computed afresh there and fuses with its add (q1, q2, q4, q5, q6); a product the join computed
// is a value of the join, which every later block sees (q3).
#include <cstdio>
#include <cstring>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__device__ unsigned long long bits(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }
__global__ void q1(const float *in, unsigned *out) { // a branch, another branch, then the product
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = 0;
    if (t & 1) out[3 * t] = bits(x * k + 0.1f);
    out[3 * t + 1] = 7;
    if (t & 2) out[3 * t + 1] = bits(x + 1.0f);
    out[3 * t + 2] = bits(x * k - 7.5f);
}
__global__ void q2(const float *in, unsigned *out) { // the product again inside a later branch
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = 0;
    if (t & 1) out[3 * t] = bits(x * k + 0.1f);
    out[3 * t + 1] = 7;
    out[3 * t + 2] = 9;
    if (t & 2) out[3 * t + 2] = bits(x * k - 7.5f);
}
__global__ void q3(const float *in, unsigned *out) { // read right after the join, then after a branch
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = 0;
    if (t & 1) out[3 * t] = bits(x * k + 0.1f);
    out[3 * t + 1] = bits(x * k - 7.5f);
    if (t & 2) out[3 * t + 1] = 5;
    out[3 * t + 2] = bits(x * k - 7.25f);
}
__global__ void q4(const float *in, unsigned *out) { // several branches in between
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = 0;
    if (t != 5) out[3 * t] = bits(x * k + 1e4f);
    out[3 * t + 1] = 7;
    if (t & 4) out[3 * t + 1] = bits(x - 1.0f);
    if (t & 8) out[3 * t + 1] = bits(k + 2.0f);
    if (true) out[3 * t + 2] = bits(x * k + -7.5f);
}
__global__ void q5(const float *in, unsigned *out, int n) { // a loop in between
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = 0;
    if (t & 1) out[3 * t] = bits(x * k + 0.1f);
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += in[64 + (t + i) % 32];
    out[3 * t + 1] = bits(s);
    out[3 * t + 2] = bits(x * k - 7.5f);
}
__global__ void q6(const double *in, unsigned long long *out) { // q1 in double
    int t = threadIdx.x; double x = in[t], k = in[32 + t];
    out[3 * t] = 0;
    if (t & 1) out[3 * t] = bits(x * k + 0.1);
    out[3 * t + 1] = 7;
    if (t & 2) out[3 * t + 1] = bits(x + 1.0);
    out[3 * t + 2] = bits(x * k - 7.5);
}
int main() {
    float h[96]; double hd[96];
    for (int i = 0; i < 96; i++) {
        h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
        if (i >= 32 && i < 64) h[i] = 7.5f / h[i - 32] * (1.0f + 1e-3f * (float)(i % 7));
        hd[i] = (double)h[i] * 1.0000001;
    }
    float *d; double *dd; unsigned *o; unsigned long long *od;
    cudaMalloc(&d, sizeof h); cudaMalloc(&dd, sizeof hd); cudaMalloc(&o, 96 * 4); cudaMalloc(&od, 96 * 8);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice); cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    unsigned ho[96]; unsigned long long hod[96];
    for (int q = 1; q <= 6; q++) {
        switch (q) {
        case 1: q1<<<1, 32>>>(d, o); break;
        case 2: q2<<<1, 32>>>(d, o); break;
        case 3: q3<<<1, 32>>>(d, o); break;
        case 4: q4<<<1, 32>>>(d, o); break;
        case 5: q5<<<1, 32>>>(d, o, 3); break;
        case 6: q6<<<1, 32>>>(dd, od); break;
        }
        printf("q%d:", q);
        if (q == 6) {
            cudaMemcpy(hod, od, sizeof hod, cudaMemcpyDeviceToHost);
            for (int i = 0; i < 96; i++) printf(" %llx", hod[i]);
        } else {
            cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
            for (int i = 0; i < 96; i++) printf(" %x", ho[i]);
        }
        printf("\n");
    }
    return 0;
}
