// Equal products with a constant factor, computed on every path and read again later: ptxas computes
// a multiply by a constant again beside each add that reads it and fuses each (c1-c3, c5), where a
// product of two variables stays one FMUL that both adds read (x_fma_dominating). A product a
// branch computes and the block after the join reads again is one value through a phi, constant
// factor or not, and neither add fuses (c4).
#include <cstdio>
#include <cstring>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__device__ unsigned long long bits(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }
__global__ void c1(const int *in, unsigned *out) { // on every path, then in a branch
    int t = threadIdx.x, x = in[t];
    out[3 * t] = bits((float)x * 1e-3f - 7.25f);
    out[3 * t + 1] = 7;
    if (t & 1) out[3 * t + 1] = bits((float)x * 1e-3f - 7.5f);
    out[3 * t + 2] = 9;
}
__global__ void c2(const float *in, unsigned *out) { // a float operand
    int t = threadIdx.x; float x = in[t];
    out[3 * t] = bits(x * 1e-3f - 7.25f);
    out[3 * t + 1] = 7;
    if (t & 2) out[3 * t + 1] = bits(x * 1e-3f - 7.5f);
    out[3 * t + 2] = 9;
}
__global__ void c3(const int *in, unsigned long long *out) { // double
    int t = threadIdx.x, x = in[t];
    out[3 * t] = bits((double)x * 1e-3 - 7.25);
    out[3 * t + 1] = 7;
    if (t & 1) out[3 * t + 1] = bits((double)x * 1e-3 - 7.5);
    out[3 * t + 2] = 9;
}
__global__ void c4(const int *in, unsigned *out) { // a branch's, then right after the join
    int t = threadIdx.x, x = in[t];
    out[3 * t] = 7;
    if (t & 1) { out[3 * t + 2] = 5; out[3 * t] = bits((float)x * 1e-3f - 7.25f); }
    out[3 * t + 1] = bits((float)x * 1e-3f - 7.5f);
}
__global__ void c5(const int *in, unsigned *out) { // read as a value too, in one block
    int t = threadIdx.x, x = in[t];
    float p = (float)x * 1e-3f;
    out[3 * t] = bits(p);
    out[3 * t + 1] = bits((float)x * 1e-3f - 7.5f);
    out[3 * t + 2] = 9;
}
int main() {
    int h[32]; float hf[32];
    for (int i = 0; i < 32; i++) { h[i] = 7400 + 7 * i; hf[i] = (float)(7400 + 7 * i) + 0.3f; }
    int *d; float *df; unsigned *o; unsigned long long *od;
    cudaMalloc(&d, sizeof h); cudaMalloc(&df, sizeof hf); cudaMalloc(&o, 96 * 4); cudaMalloc(&od, 96 * 8);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice); cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    unsigned ho[96]; unsigned long long hod[96];
    for (int q = 1; q <= 5; q++) {
        cudaMemset(o, 0, sizeof ho);
        switch (q) {
        case 1: c1<<<1, 32>>>(d, o); break;
        case 2: c2<<<1, 32>>>(df, o); break;
        case 3: c3<<<1, 32>>>(d, od); break;
        case 4: c4<<<1, 32>>>(d, o); break;
        case 5: c5<<<1, 32>>>(d, o); break;
        }
        printf("c%d:", q);
        if (q == 3) {
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
