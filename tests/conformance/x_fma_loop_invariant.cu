// Products whose operands a loop never changes, in loops of a trip count known only at run time
// (not unrolled). LLVM's LICM hoists loop-invariant arithmetic into the block before the loop,
// and a multiply-add fuses only where the product and its add end up in one block: sumInvariant
// adds an invariant product to a running sum, beforeAndInside reads x*k before the loop and in an
// invariant difference inside it, insideAndAfter inside the loop and after it, and the last two
// are the usual running multiply-adds whose products change every trip.
#include <cstdio>
__global__ void sumInvariant(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 0.25f;
    for (int j = 0; j < n; j++) s += x * k;
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
__global__ void beforeAndInside(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 0.0f;
    float r1 = x * k + 0.1f;
    for (int j = 0; j < n; j++) s += x * k - 7.5f;
    out[2 * t] = r1; out[2 * t + 1] = s;
}
__global__ void insideAndAfter(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 0.0f;
    for (int j = 0; j < n; j++) s += x * k - 7.5f;
    out[2 * t] = x * k + 0.1f; out[2 * t + 1] = s;
}
__global__ void horner(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 1.0f;
    for (int j = 0; j < n; j++) s = s * x + k;
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
__global__ void varying(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 0.0f;
    for (int j = 0; j < n; j++) s += x * (k + j);
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 256);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    void (*ks[])(const float *, float *, int) = {sumInvariant, beforeAndInside, insideAndAfter, horner, varying};
    const char *names[] = {"sumInvariant", "beforeAndInside", "insideAndAfter", "horner", "varying"};
    for (int k = 0; k < 5; k++) {
        ks[k]<<<1, 32>>>(d, o, 3);
        float r[64]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
        printf("%s:", names[k]); for (int i = 0; i < 64; i++) printf(" %a", r[i]); printf("\n");
    }
    return 0;
}
