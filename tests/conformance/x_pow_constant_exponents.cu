// pow with constant exponents, which compilers may rewrite (pow(x, 2) as x*x, pow(x, 0.5) as a
// square root): the float and double results of small integer, half and negative exponents, alone
// and inside a sum, for positive and negative bases.
#include <cstdio>
__global__ void powers(const float *in, float *fo, double *dout) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    double xd = x * 1.37, kd = k;
    fo[8 * t + 0] = powf(x, 2.0f);
    fo[8 * t + 1] = powf(x, 2.0f) + k;
    fo[8 * t + 2] = powf(fabsf(x), 0.5f);
    fo[8 * t + 3] = powf(x, 3.0f) + k;
    fo[8 * t + 4] = powf(x, -1.0f);
    fo[8 * t + 5] = powf(x, 10.0f);
    fo[8 * t + 6] = powf(fabsf(x), 1.5f);
    fo[8 * t + 7] = powf(x, -2.0f) + k;
    dout[4 * t + 0] = pow(xd, 2.0) + kd;
    dout[4 * t + 1] = pow(fabs(xd), 0.5);
    dout[4 * t + 2] = pow(xd, 3.0);
    dout[4 * t + 3] = pow(xd, -1.0) + kd;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 0.0137f : 1e-3f) + 0.37f;
    float *d, *fo; double *dd;
    cudaMalloc(&d, sizeof h); cudaMalloc(&fo, 32 * 8 * sizeof(float)); cudaMalloc(&dd, 128 * sizeof(double));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    powers<<<1, 32>>>(d, fo, dd);
    float f[256]; double g[128];
    cudaMemcpy(f, fo, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(g, dd, sizeof g, cudaMemcpyDeviceToHost);
    for (int j = 0; j < 8; j++) { printf("f%d:", j); for (int t = 0; t < 32; t++) printf(" %a", f[8 * t + j]); printf("\n"); }
    for (int j = 0; j < 4; j++) { printf("d%d:", j); for (int t = 0; t < 32; t++) printf(" %a", g[4 * t + j]); printf("\n"); }
    return 0;
}
