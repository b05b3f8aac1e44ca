// Stores that make an if no branch, as nvcc compiles them: a store inside an if to the place the
// statement before the if stored to (s1, s2, s4), or an if-else storing to one place in both
// branches (s3), becomes one unconditional store of a select (SimplifyCFG's store speculation
// and sinking), so a product before the if, or after it, and its equal inside are read by adds in
// one basic block and all fuse (the recorded SASS has FFMAs only). A store to another place
// before the if (s3's out[2 * t]) does not count.
#include <cstdio>
__global__ void s1(const float *in, float *out) { // a store before the if, the same store inside
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f;
    out[2 * t + 1] = 0.0f;
    if (t & 1) out[2 * t + 1] = x * k - 7.5f;
    out[2 * t] = r1;
}
__global__ void s2(const float *in, float *out) { // the store inside first, the product after
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    out[2 * t + 1] = 0.0f;
    if (t & 1) out[2 * t + 1] = x * k - 7.5f;
    out[2 * t] = x * k + 0.1f;
}
__global__ void s3(const float *in, float *out) { // a store elsewhere before the if
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f;
    out[2 * t] = 0.0f;
    if (t & 1) out[2 * t + 1] = x * k - 7.5f; else out[2 * t + 1] = 1.0f;
    out[2 * t] = r1;
}
__global__ void s4(const float *in, float *out) { // the store before, a larger value inside (six operations)
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f;
    out[2 * t + 1] = 0.0f;
    if (t & 1) out[2 * t + 1] = ((x * k - 7.5f) + x) * 0.5f - k * k;
    out[2 * t] = r1;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 256);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    void (*ks[])(const float *, float *) = {s1, s2, s3, s4};
    for (int k = 0; k < 4; k++) {
        ks[k]<<<1, 32>>>(d, o);
        float r[64]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
        printf("s%d:", k + 1); for (int i = 0; i < 64; i++) printf(" %a", r[i]); printf("\n");
    }
    return 0;
}
