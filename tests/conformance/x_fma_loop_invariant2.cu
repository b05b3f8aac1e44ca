// More loop-invariant products (x_fma_loop_invariant): a product of a value loaded before the
// loop's every trip from one place, in a loop that stores nothing and in one that stores; the
// product of an outer loop's value inside an inner loop; an invariant product added under an if
// in the loop; and a while loop whose invariant sum is read beside the running value.
#include <cstdio>
__global__ void loadNoStore(const float *in, float *out, int n) {
    int t = threadIdx.x; float k = in[32 + t], s = 0.25f;
    for (int j = 0; j < n; j++) s += in[t] * k;
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
__global__ void loadAndStore(const float *in, float *out, int n) {
    int t = threadIdx.x; float k = in[32 + t], s = 0.25f;
    for (int j = 0; j < n; j++) { s += in[t] * k; out[2 * t + 1] = s; }
    out[2 * t] = s;
}
__global__ void nested(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 0.0f;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) s += x * (k + i);
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
__global__ void underIf(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 0.0f;
    for (int j = 0; j < n; j++)
        if ((t + j) & 1) s += x * k;
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
__global__ void whileSum(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], s = 0.0f;
    int j = 0;
    while (j < n) { float y = x * k + 0.5f; s = s * 0.5f + y; j++; }
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 256);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    void (*ks[])(const float *, float *, int) = {loadNoStore, loadAndStore, nested, underIf, whileSum};
    const char *names[] = {"loadNoStore", "loadAndStore", "nested", "underIf", "whileSum"};
    for (int k = 0; k < 5; k++) {
        ks[k]<<<1, 32>>>(d, o, 3);
        float r[64]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
        printf("%s:", names[k]); for (int i = 0; i < 64; i++) printf(" %a", r[i]); printf("\n");
    }
    return 0;
}
