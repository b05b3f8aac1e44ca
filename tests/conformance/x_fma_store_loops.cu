// A store before a loop and a store to the same place under an if inside it. Unlike an if right
// after the store (x_fma_stores), the if in a loop of unknown trip count is a branch of its
// own: no statement of the loop's body stores there before it, so the store cannot be
// speculated. A loop of a constant trip count that nvcc unrolls whole puts the if right after
// the store again. Each kernel computes x*k before the loop too, read by an add, so whether
// the products fuse shows in the results' last bits; afterIf reads it after the if instead,
// inside the loop.
#include <cstdio>
__global__ void runtimeTrips(const float *in, float *out, int n) { // the if first in the body
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f;
    out[2 * t + 1] = 0.0f;
    for (int j = 0; j < n; j++) {
        if ((t + j) & 1) out[2 * t + 1] = x * k - 7.5f;
    }
    out[2 * t] = r1;
}
__global__ void constantTrips(const float *in, float *out, int n) { // two trips, unrolled
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f;
    out[2 * t + 1] = 0.0f;
    for (int j = 0; j < 2; j++) {
        if ((t + j + n) & 1) out[2 * t + 1] = x * k - 7.5f;
    }
    out[2 * t] = r1;
}
__global__ void whileTrips(const float *in, float *out, int n) { // a while loop
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f;
    out[2 * t + 1] = 0.0f;
    int j = 0;
    while (j < n) {
        if ((t + j) & 2) out[2 * t + 1] = x * k - 7.5f;
        j++;
    }
    out[2 * t] = r1;
}
__global__ void afterIf(const float *in, float *out, int n) { // the product again after the if
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[2 * t + 1] = 0.0f;
    for (int j = 0; j < n; j++) {
        if ((t + j) & 1) out[2 * t + 1] = x * k - 7.5f;
        out[2 * t] = x * k + 0.1f;
    }
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 256);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    void (*ks[])(const float *, float *, int) = {runtimeTrips, constantTrips, whileTrips, afterIf};
    for (int k = 0; k < 4; k++) {
        ks[k]<<<1, 32>>>(d, o, 3);
        float r[64]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
        printf("k%d:", k + 1); for (int i = 0; i < 64; i++) printf(" %a", r[i]); printf("\n");
    }
    return 0;
}
