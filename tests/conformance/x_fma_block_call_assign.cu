// y = y * sinf(g) + cosf(h): sinf and cosf keep branches, so the product
// computed between them is in an earlier block than the add. Moving it
// down would keep both its operands live across cosf's branches (y's old
// value dies at the assignment), so nvcc leaves it, rounded. A product of
// one value that lives on anyway moves down and fuses.
#include <cstdio>
#include <cstring>
__global__ void chunks(const float *in, float *out, int n, float a, float b)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        float x = in[i];
        float g = (float)i * 1.0e-3f;
        float y = a * x + b;
        y = y * sinf(g) + cosf(x * 0.5f);
        float z = x * x + sinf(x);
        out[i * 3 + 0] = y / (1.0f + x * x);
        out[i * 3 + 1] = z;
        float w = a * x;
        w = w * cosf(g) - sinf(x * 0.25f);
        out[i * 3 + 2] = w + x;
    }
}
int main()
{
    const int n = 4096;
    static float hin[n], ho[3 * n];
    for (int i = 0; i < n; ++i) hin[i] = (float)((i * 37u) % 1000u) / 250.0f - 2.0f;
    float *din, *dout;
    cudaMalloc(&din, sizeof hin); cudaMalloc(&dout, sizeof ho);
    cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
    chunks<<<8, 128>>>(din, dout, n, 1.75f, -0.3f);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    for (int col = 0; col < 3; col++) {
        unsigned h = 2166136261u;
        for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &ho[i * 3 + col], 4); h = (h ^ u) * 16777619u; }
        printf("col %d hash %08x %a %a %a\n", col, h, ho[col], ho[3 * 1000 + col], ho[3 * 4095 + col]);
    }
    return 0;
}
