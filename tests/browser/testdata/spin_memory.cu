#include <cstdio>

// Never finishes, and every warp instruction of its loop scatters loads
// and stores over 4 MB: the memory system has far more to do than the
// engine, so in the lab it runs behind on its worker.
__global__ void churn(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int j = 0; ; j++)
        a[(i * 977 + j * 4099) % n] += 1.0f;
}

int main() {
    int n = 1 << 20;
    float *a;
    cudaMalloc(&a, n * sizeof(float));
    cudaMemset(a, 0, n * sizeof(float));
    printf("launching a kernel that never ends\n");
    churn<<<64, 256>>>(a, n);
    cudaDeviceSynchronize();
    printf("unreachable\n");
    return 0;
}
