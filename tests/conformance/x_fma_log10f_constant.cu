// log10f of a constant folds to a constant: 10*log10f(p) minus 20 times
// it is a constant subtracted from the product in log10f's select, which
// fuses there (a Goertzel detector's level in dB), as a variable's
// log10f does not.
#include <cstdio>
#include <cstring>
__global__ void levels(const float *x, float *out, int n, float ref)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s1 = x[i], s2 = x[n + i], c = 0.3f + 0.001f * i;
    float pw = s1 * s1 + s2 * s2 - 2.0f * c * s1 * s2;
    out[i * 4 + 0] = 10.0f * log10f(pw + 1e-12f) - 20.0f * log10f(128.0f / 2.0f);
    out[i * 4 + 1] = 20.0f * log10f(s1 * 0.5f + 1.0f) + 10.0f * log10f(3.0f);
    out[i * 4 + 2] = 10.0f * log10f(s2 * 0.25f + 1.5f) - 20.0f * log10f(ref);
    out[i * 4 + 3] = 10.0f * log10f(fabsf(s1 - s2) + 0.25f) - 7.5f;
}
int main()
{
    const int n = 512;
    static float hx[2 * n], ho[4 * n];
    for (int i = 0; i < 2 * n; i++) hx[i] = 0.013f * (i % 97) - 0.6f + 0.0007f * i;
    float *dx, *dout;
    cudaMalloc(&dx, sizeof hx); cudaMalloc(&dout, sizeof ho);
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    levels<<<4, 128>>>(dx, dout, n, 64.0f);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    for (int col = 0; col < 4; col++) {
        unsigned h = 2166136261u;
        for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &ho[i * 4 + col], 4); h = (h ^ u) * 16777619u; }
        printf("col %d hash %08x %a %a %a\n", col, h, ho[col], ho[4 * 200 + col], ho[4 * 511 + col]);
    }
    return 0;
}
