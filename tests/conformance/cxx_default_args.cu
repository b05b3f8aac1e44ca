// Tests C++ default arguments: on __device__, __host__ __device__ and host functions,
// given on a prototype and used by a later definition, several trailing defaults with
// some supplied, a default naming a constant, and defaults used from kernels.
#include <cstdio>
#include <cuda_runtime.h>

const int kDefaultStride = 3;

__host__ __device__ int lerpInt(int a, int b, int num = 1, int den = 2) {
    return a + (b - a) * num / den;
}

__device__ float weight(float x, float bias = 0.25f, float gain = 2.0f) {
    return x * gain + bias;
}

int stridedSum(const int *v, int n, int stride = kDefaultStride, int start = 0);

__global__ void apply(float *out, const int *in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = weight(in[i]);
    float b = weight(in[i], 1.0f);
    float c = weight(in[i], -1.0f, 0.5f);
    out[i] = a + 10.0f * b + 100.0f * c + lerpInt(0, in[i]) + lerpInt(0, in[i], 3, 4);
}

int stridedSum(const int *v, int n, int stride, int start) {
    int s = 0;
    for (int i = start; i < n; i += stride) s += v[i];
    return s;
}

void report(const char *label, float value, int precision = 2) {
    printf("%s: %.*f\n", label, precision, value);
}

int main() {
    const int n = 16;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 7) % 11;
    int *din;
    float *dout;
    cudaMalloc(&din, sizeof(h));
    cudaMalloc(&dout, n * sizeof(float));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    apply<<<2, 8>>>(dout, din, n);
    float out[n];
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 3) report("out", out[i]);
    report("out[1] precise", out[1], 4);
    report("out[2] rounded", out[2], 0);
    printf("stridedSum all-3: %d\n", stridedSum(h, n));
    printf("stridedSum by 2: %d\n", stridedSum(h, n, 2));
    printf("stridedSum by 2 from 1: %d\n", stridedSum(h, n, 2, 1));
    printf("lerpInt: %d %d %d\n", lerpInt(10, 20), lerpInt(10, 20, 1), lerpInt(10, 20, 1, 10));
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
