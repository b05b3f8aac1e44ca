// An accumulator that starts as a product and then gains products in a loop
// nvcc unrolls whole, as stencils write it (sum = w0*c; for k: sum +=
// w[k]*(...)): on the first trip the sum of two products fuses the
// accumulator's own product, as straight-line code would; on the later
// trips the accumulator is a sum and the new product fuses. Variants: float
// and double, #pragma unroll or a small constant trip count, += and -=,
// and an accumulator that starts at zero.
#include <cstdio>
#include <cmath>

__constant__ float wf[5];
__constant__ double wd[5];

__global__ void stencils(const float *xf, const double *xd, float *of, double *od, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < 4 || i >= n - 4) return;
    float s = 2.0f * wf[0] * xf[i];
#pragma unroll
    for (int k = 1; k <= 2; ++k) s += wf[k] * (xf[i - k] + xf[i + k]);
    of[4 * i] = s;

    float t = wf[0] * xf[i];
    for (int k = 1; k < 5; ++k) t -= wf[k] * xf[i + k - 2];
    of[4 * i + 1] = t;

    float z = 0.0f;
#pragma unroll
    for (int k = 0; k < 3; ++k) z += wf[k] * xf[i + k];
    of[4 * i + 2] = z;

    float u = xf[i] * xf[i - 1];
#pragma unroll
    for (int k = 1; k <= 3; ++k) u += wf[k] * xf[i + k];
    of[4 * i + 3] = u + 1.0f;

    double d = 2.0 * wd[0] * xd[i];
#pragma unroll
    for (int k = 1; k <= 4; ++k) d += wd[k] * (xd[i - k] + xd[i + k]);
    od[2 * i] = d;

    double e = wd[1] * xd[i - 1];
#pragma unroll
    for (int k = 2; k <= 3; ++k) e -= wd[k] * xd[i - k];
    od[2 * i + 1] = e * 3.0;
}

int main() {
    const int N = 64;
    float hf[N], w5f[5];
    double hd[N], w5d[5];
    for (int i = 0; i < N; i++) {
        hf[i] = sinf(0.37f * i) * 1.7f + 0.1f * i;
        hd[i] = cos(0.23 * i) * 2.3 - 0.05 * i;
    }
    for (int k = 0; k < 5; k++) {
        w5f[k] = 1.0f / (k + 1.3f);
        w5d[k] = 1.0 / (k + 2.7) - 0.11;
    }
    cudaMemcpyToSymbol(wf, w5f, sizeof w5f);
    cudaMemcpyToSymbol(wd, w5d, sizeof w5d);
    float *dxf, *dof, of[4 * N];
    double *dxd, *dod, od[2 * N];
    cudaMalloc(&dxf, sizeof hf);
    cudaMalloc(&dxd, sizeof hd);
    cudaMalloc(&dof, sizeof of);
    cudaMalloc(&dod, sizeof od);
    cudaMemcpy(dxf, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(dxd, hd, sizeof hd, cudaMemcpyHostToDevice);
    cudaMemset(dof, 0, sizeof of);
    cudaMemset(dod, 0, sizeof od);
    stencils<<<1, N>>>(dxf, dxd, dof, dod, N);
    cudaMemcpy(of, dof, sizeof of, cudaMemcpyDeviceToHost);
    cudaMemcpy(od, dod, sizeof od, cudaMemcpyDeviceToHost);
    for (int i = 4; i < N - 4; i += 3)
        printf("%2d %a %a %a %a %a %a\n", i, of[4 * i], of[4 * i + 1], of[4 * i + 2], of[4 * i + 3], od[2 * i], od[2 * i + 1]);
    return 0;
}
