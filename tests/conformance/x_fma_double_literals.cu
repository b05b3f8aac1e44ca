// Float products beside double literals, a common slip in float kernels: x*k + 1.0 adds in
// double (the product widened), then rounds back to float when stored to a float. Whether nvcc
// narrows such a sum back to float, and so fuses it, shows in the results' last bits: a float
// result, a double result, a double variable in the sum, a double factor, and the float literal
// for comparison.
#include <cstdio>
__global__ void shapes(const float *in, float *fout, double *dout) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    double d = in[64 + t];
    fout[8 * t + 0] = x * k + 1.0;        // float = float*float + double literal
    fout[8 * t + 1] = x * k - 0.1;        // the literal is not exact in float
    fout[8 * t + 2] = x * k + 1.0f;       // all float
    fout[8 * t + 3] = x * k + d;          // a double variable
    fout[8 * t + 4] = x * 0.5 + k;        // a double factor
    fout[8 * t + 5] = 1.5 * x * k + 2.0f; // double product chain
    fout[8 * t + 6] = (float)(x * k + 1.0) * 2.0f;
    fout[8 * t + 7] = x * k + 3;          // an int literal
    dout[2 * t + 0] = x * k + 1.0;        // double result
    dout[2 * t + 1] = (double)x * k + 1.0;
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *fo; double *dd;
    cudaMalloc(&d, sizeof h); cudaMalloc(&fo, 32 * 8 * sizeof(float)); cudaMalloc(&dd, 64 * sizeof(double));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    shapes<<<1, 32>>>(d, fo, dd);
    float f[256]; double g[64];
    cudaMemcpy(f, fo, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(g, dd, sizeof g, cudaMemcpyDeviceToHost);
    for (int j = 0; j < 8; j++) { printf("f%d:", j); for (int t = 0; t < 32; t++) printf(" %a", f[8 * t + j]); printf("\n"); }
    for (int j = 0; j < 2; j++) { printf("d%d:", j); for (int t = 0; t < 32; t++) printf(" %a", g[2 * t + j]); printf("\n"); }
    return 0;
}
