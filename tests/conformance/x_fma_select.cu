// Products in the arms of ?: (and of a small if-else) on registers alone: LLVM computes both arms
// and selects, so the arms are one block with the code around them, and an equal product in
// both arms or before the ?: is one value read by adds of one block. With a load in an arm the ?:
// stays a branch (the load is not speculated).
#include <cstdio>
__global__ void bothArms(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[2 * t] = (t & 1) ? x * k + 1.0f : x * k - 1.0f;
    out[2 * t + 1] = 0.0f;
}
__global__ void beforeAndArm(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.5f;
    out[2 * t] = r1; out[2 * t + 1] = (t & 2) ? x * k - 1.0f : 2.0f;
}
__global__ void armAndAfter(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r = (t & 2) ? x * k - 1.0f : 2.0f;
    out[2 * t] = r; out[2 * t + 1] = x * k + 0.5f;
}
__global__ void loadArm(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.5f;
    out[2 * t] = r1; out[2 * t + 1] = (t & 2) ? in[t] * k - 1.0f : in[64 + t] * k;
}
__global__ void twoProducts(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[2 * t] = (t & 1) ? x * k + x * x : x * x - k * k;
    out[2 * t + 1] = x * x + 0.25f;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 256);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    void (*ks[])(const float *, float *) = {bothArms, beforeAndArm, armAndAfter, loadArm, twoProducts};
    const char *names[] = {"bothArms", "beforeAndArm", "armAndAfter", "loadArm", "twoProducts"};
    for (int k = 0; k < 5; k++) {
        ks[k]<<<1, 32>>>(d, o);
        float r[64]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
        printf("%s:", names[k]); for (int i = 0; i < 64; i++) printf(" %a", r[i]); printf("\n");
    }
    return 0;
}
