#include <cstdio>

__global__ void racy(int *out) {
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t;
    out[t] = t >= 32 ? s[63 - t] : 0;
}

int main() {
    int *d, h[64];
    cudaMalloc(&d, sizeof(h));
    racy<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d\n", h[32]);
    return 0;
}
// Diagnostic: race on __shared__ memory
// Output:
// 31
