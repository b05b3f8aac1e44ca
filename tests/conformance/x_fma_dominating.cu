// A product computed on every path, then again inside a later branch that stays a branch (it
// stores): one value for both (GVN), or fused again where it is read.
#include <cstdio>
#include <cstring>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__device__ unsigned long long bits(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }
__global__ void r1(const float *in, unsigned *out) { // straight code, then a branch
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = bits(x * k + 0.1f);
    out[3 * t + 1] = 7;
    if (t & 1) out[3 * t + 1] = bits(x * k - 7.5f);
    out[3 * t + 2] = 9;
}
__global__ void r2(const float *in, unsigned *out) { // another branch in between
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = bits(x * k + 0.1f);
    out[3 * t + 1] = 7;
    if (t & 2) out[3 * t + 1] = bits(x + 1.0f);
    out[3 * t + 2] = 9;
    if (t & 1) out[3 * t + 2] = bits(x * k - 7.5f);
}
__global__ void r3(const float *in, unsigned *out) { // read twice in its block, then in a branch
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = bits(x * k + 0.1f);
    out[3 * t + 1] = bits(x * k - 7.25f);
    out[3 * t + 2] = 9;
    if (t & 1) out[3 * t + 2] = bits(x * k - 7.5f);
}
__global__ void r4(const float *in, unsigned *out) { // the first inside if (true)
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = 7;
    if (true) { float v = x * k + 0.1f; out[3 * t] = bits(v); }
    out[3 * t + 1] = 8;
    out[3 * t + 2] = 9;
    if (t & 1) out[3 * t + 2] = bits(x * k - 7.5f);
}
__global__ void r5(const float *in, unsigned *out) { // a branch's product, then if (true) right after the join
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[3 * t] = 7;
    if (t & 1) out[3 * t] = bits(x * k + 0.1f);
    out[3 * t + 1] = 8;
    if (true) { float v = x * k - 7.5f; out[3 * t + 2] = bits(v); }
}
__global__ void r6(const double *in, unsigned long long *out) { // r1 in double
    int t = threadIdx.x; double x = in[t], k = in[32 + t];
    out[3 * t] = bits(x * k + 0.1);
    out[3 * t + 1] = 7;
    if (t & 1) out[3 * t + 1] = bits(x * k - 7.5);
    out[3 * t + 2] = 9;
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
        case 1: r1<<<1, 32>>>(d, o); break;
        case 2: r2<<<1, 32>>>(d, o); break;
        case 3: r3<<<1, 32>>>(d, o); break;
        case 4: r4<<<1, 32>>>(d, o); break;
        case 5: r5<<<1, 32>>>(d, o); break;
        case 6: r6<<<1, 32>>>(dd, od); break;
        }
        printf("r%d:", q);
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
