#include <cstdio>
#define N 1024

__global__ void gather(const float* in, float* out, int stride) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[(i * stride) % N];
}

int main() {
    float *in, *out;
    cudaMalloc(&in, N * sizeof(float));
    cudaMalloc(&out, N * sizeof(float));
    static float h[N];
    for (int i = 0; i < N; i++) h[i] = i;
    cudaMemcpy(in, h, N * sizeof(float), cudaMemcpyHostToDevice);
    gather<<<N / 256, 256>>>(in, out, 1);
    cudaMemcpy(h, out, N * sizeof(float), cudaMemcpyDeviceToHost);
    printf("out[1] = %.0f\n", h[1]);
    cudaFree(in);
    cudaFree(out);
    return 0;
}
