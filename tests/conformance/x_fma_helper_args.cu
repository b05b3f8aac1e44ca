// Products passed to device functions of more than one statement, which nvcc inlines before it
// fuses multiplies and adds: a bare product as the argument a helper adds to, a product a helper
// returns beside a local, and a product read by a helper's two sums.
#include <cstdio>
__device__ float halfway(float a, float b) {
    float d = b - a;
    return a + d * 0.5f;
}
__device__ float offsetBy(float a, float off) {
    float s = off * 0.25f;
    return a + s;
}
__device__ float squareMinus(float a, float b) {
    float p = a * a;
    return p - b;
}
__global__ void helpers(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t], c = in[64 + t];
    out[4 * t + 0] = halfway(x * k, c);
    out[4 * t + 1] = offsetBy(x * k, c);
    out[4 * t + 2] = squareMinus(x, k * c);
    out[4 * t + 3] = offsetBy(c, x * k) + x * c;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 128 * sizeof(float));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    helpers<<<1, 32>>>(d, o);
    float r[128];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    for (int j = 0; j < 4; j++) { printf("h%d:", j); for (int t = 0; t < 32; t++) printf(" %a", r[4 * t + j]); printf("\n"); }
    return 0;
}
