// rsqrtf of a constant: ptxas evaluates the reciprocal square root itself
// and multiplies by the rounded value, where rsqrtf of a value only known
// when the kernel runs is MUFU.RSQ, an approximation a unit or two off in
// the last place. Attention's scale dot * rsqrtf((float)D) is the common
// case; the table prints both for each argument.
#include <cstdio>

constexpr int D = 8;
const float kHead = 64.0f;

__global__ void scales(const float *in, float *folded, float *runtime) {
    folded[0] = rsqrtf(2.0f);
    folded[1] = rsqrtf(3.0f);
    folded[2] = rsqrtf(5.0f);
    folded[3] = rsqrtf((float)D);
    folded[4] = rsqrtf(10.0f);
    folded[5] = rsqrtf(0.1f);
    folded[6] = rsqrtf(1e-20f);
    folded[7] = rsqrtf(1e30f);
    folded[8] = rsqrtf(7.5f);
    folded[9] = rsqrtf(kHead);
    folded[10] = rsqrtf(0.3f);
    folded[11] = rsqrtf(123.456f);
    for (int i = 0; i < 12; ++i) runtime[i] = rsqrtf(in[i]);
    // the scale applied to a dot product, as attention does
    folded[12] = in[12] * rsqrtf((float)D);
    runtime[12] = in[12] * rsqrtf(in[3]);
}

int main() {
    float h[13] = {2.0f, 3.0f, 5.0f, (float)D, 10.0f, 0.1f, 1e-20f, 1e30f, 7.5f, kHead, 0.3f, 123.456f, 1.7f};
    float f[13], r[13];
    float *din, *df, *dr;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&df, sizeof f);
    cudaMalloc(&dr, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    scales<<<1, 1>>>(din, df, dr);
    cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 12; ++i)
        printf("rsqrtf(%-10g) constant %a  runtime %a\n", h[i], f[i], r[i]);
    printf("%.9g * rsqrtf(%d): constant %a  runtime %a\n", h[12], D, f[12], r[12]);
    return 0;
}
