// A constant times log10f(x) is computed inside log10f's select (its -inf
// arm for a zero argument) when that product is the select's only use:
// InstCombine moves the multiply into the select, so an add of a variable
// reads the select's result and does not fuse with the product. A constant
// added to the only such product moves in too, and fuses there.
#include <cstdio>
#include <cstring>
__global__ void k(const float *p, const float *q, float *o, int n, float ref, float off)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = p[i], b = q[i];
    o[i * 8 + 0] = 10.0f * log10f(a) - 20.0f * log10f(ref);
    o[i * 8 + 1] = 10.0f * log10f(a) + off;
    o[i * 8 + 2] = log10f(b) * 20.0f + 3.5f;
    o[i * 8 + 3] = off - 20.0f * log10f(b);
    float d = 10.0f * log10f(a * b);
    d -= off;
    o[i * 8 + 4] = d;
    o[i * 8 + 5] = 10.0f * log10f(a + b) + a * b;
    o[i * 8 + 6] = off * log10f(a - b + 3.0f) + 1.25f;
    float e = log10f(b + 1.0f);
    o[i * 8 + 7] = 10.0f * e - b * off;
}
int main()
{
    const int n = 256;
    float hp[n], hq[n], ho[n * 8];
    for (int i = 0; i < n; i++) { hp[i] = 0.37f + i * 1.713f; hq[i] = 2.9f + (i % 17) * 0.311f; }
    float *dp, *dq, *dout;
    cudaMalloc(&dp, sizeof hp); cudaMalloc(&dq, sizeof hq); cudaMalloc(&dout, sizeof ho);
    cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice); cudaMemcpy(dq, hq, sizeof hq, cudaMemcpyHostToDevice);
    k<<<2, 128>>>(dp, dq, dout, n, 512.0f, 7.3f);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    for (int c = 0; c < 8; c++) {
        unsigned h = 2166136261u;
        for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &ho[i * 8 + c], 4); h = (h ^ u) * 16777619u; }
        printf("col %d hash %08x first %a %a last %a\n", c, h, ho[c], ho[8 + c], ho[(n - 1) * 8 + c]);
    }
    return 0;
}
