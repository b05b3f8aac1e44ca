// Row-wise softmax, one block per row: a max reduction, expf(x - max), a sum reduction in
// shared memory, then normalisation; printed with 5 decimals, plus a log-sum-exp per row
// with logf.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define COLS 96
__global__ void softmax(const float *in, float *out, float *lse) {
    __shared__ float buf[128];
    const float *row = in + blockIdx.x * COLS;
    int t = threadIdx.x;
    float v = t < COLS ? row[t] : -INFINITY;
    buf[t] = v;
    __syncthreads();
    for (int s = 64; s > 0; s >>= 1) {
        if (t < s) buf[t] = fmaxf(buf[t], buf[t + s]);
        __syncthreads();
    }
    float mx = buf[0];
    __syncthreads();
    float e = t < COLS ? expf(v - mx) : 0.0f;
    buf[t] = e;
    __syncthreads();
    for (int s = 64; s > 0; s >>= 1) {
        if (t < s) buf[t] += buf[t + s];
        __syncthreads();
    }
    float sum = buf[0];
    if (t < COLS) out[blockIdx.x * COLS + t] = e / sum;
    if (t == 0) lse[blockIdx.x] = mx + logf(sum);
}

int main() {
    const int rows = 4;
    float h[rows * COLS], o[rows * COLS], l[rows];
    for (int i = 0; i < rows * COLS; i++) h[i] = sinf(i * 0.37f) * 3.0f + (i % 7) * 0.25f;
    float *din, *dout, *dl;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof o);
    cudaMalloc(&dl, sizeof l);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    softmax<<<rows, 128>>>(din, dout, dl);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(l, dl, sizeof l, cudaMemcpyDeviceToHost);
    for (int r = 0; r < rows; r++) {
        float s = 0;
        for (int c = 0; c < COLS; c++) s += o[r * COLS + c];
        printf("row %d: lse %.5f sum %.5f p0 %.5f p5 %.5f p95 %.5f\n", r, l[r], s, o[r * COLS], o[r * COLS + 5], o[r * COLS + 95]);
    }
    cudaFree(din); cudaFree(dout); cudaFree(dl);
    return 0;
}
