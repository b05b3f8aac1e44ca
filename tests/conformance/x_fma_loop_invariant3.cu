// Loads LICM may hoist out of a loop, seen through fusion (x_fma_loop_invariant2): through
// __restrict__ pointers while the loop stores through another, through __ldg while the loop
// stores, from a shared array and from a __constant__ array in loops that store nothing.
#include <cstdio>
__constant__ float coef[4];
__global__ void restrictStore(const float *__restrict__ in, float *__restrict__ out, int n) {
    int t = threadIdx.x; float k = in[32 + t], s = 0.25f;
    for (int j = 0; j < n; j++) { s += in[t] * k; out[2 * t + 1] = s; }
    out[2 * t] = s;
}
__global__ void ldgStore(const float *in, float *out, int n) {
    int t = threadIdx.x; float k = in[32 + t], s = 0.25f;
    for (int j = 0; j < n; j++) { s += __ldg(&in[t]) * k; out[2 * t + 1] = s; }
    out[2 * t] = s;
}
__global__ void sharedNoStore(const float *in, float *out, int n) {
    __shared__ float tile[32];
    int t = threadIdx.x; float k = in[32 + t], s = 0.25f;
    tile[t] = in[t];
    __syncthreads();
    for (int j = 0; j < n; j++) s += tile[t] * k;
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
__global__ void constantNoStore(const float *in, float *out, int n) {
    int t = threadIdx.x; float x = in[t], s = 0.25f;
    for (int j = 0; j < n; j++) s += coef[1] * x;
    out[2 * t] = s; out[2 * t + 1] = 0.0f;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float c[4] = {0.3f, -1.7f, 2.9f, 0.01f};
    cudaMemcpyToSymbol(coef, c, sizeof c);
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 256);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    void (*ks[])(const float *, float *, int) = {restrictStore, ldgStore, sharedNoStore, constantNoStore};
    const char *names[] = {"restrictStore", "ldgStore", "sharedNoStore", "constantNoStore"};
    for (int k = 0; k < 4; k++) {
        ks[k]<<<1, 32>>>(d, o, 3);
        float r[64]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
        printf("%s:", names[k]); for (int i = 0; i < 64; i++) printf(" %a", r[i]); printf("\n");
    }
    return 0;
}
