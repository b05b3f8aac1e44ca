// Float reductions whose order is fixed, so a GPU gives the same bits every run: a warp
// shuffle tree (__shfl_down_sync), a butterfly (__shfl_xor_sync) and a sequential loop over
// shared memory, on values that are not exactly representable, printed with %a.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void reduceWays(const float *x, float *out) {
    __shared__ float s[64];
    int t = threadIdx.x, lane = t & 31;
    float v = x[t];
    float a = v;
    for (int o = 16; o > 0; o >>= 1) a += __shfl_down_sync(0xffffffff, a, o);
    float b = v;
    for (int o = 1; o < 32; o <<= 1) b += __shfl_xor_sync(0xffffffff, b, o);
    s[t] = v * 1.5f + 0.1f;
    __syncthreads();
    if (t == 0) {
        float c = 0, d = 0;
        for (int i = 0; i < 64; i++) c += s[i];
        for (int i = 63; i >= 0; i--) d = d * 0.5f + s[i];
        out[4] = c;
        out[5] = d;
    }
    if (lane == 0) {
        out[t / 32] = a;
        out[2 + t / 32] = b;
    }
}

int main() {
    float h[64], r[6];
    for (int i = 0; i < 64; i++) h[i] = 1.0f / (i + 3) - 0.01f * (i % 5);
    float *dx, *dr;
    cudaMalloc(&dx, sizeof h);
    cudaMalloc(&dr, sizeof r);
    cudaMemcpy(dx, h, sizeof h, cudaMemcpyHostToDevice);
    reduceWays<<<1, 64>>>(dx, dr);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf("%a %.9g\n", r[i], r[i]);
    float host = 0;
    for (int i = 0; i < 32; i++) host += h[i];
    printf("host sequential %a\n", host);
    cudaFree(dx);
    cudaFree(dr);
    return 0;
}
