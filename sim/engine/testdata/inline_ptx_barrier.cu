// A block's barrier written in PTX (bar.sync 0, and barrier.sync 0) is
// __syncthreads: the shared reads after it see the other warps' writes,
// with no race reported. The output is worked out by hand.
#include <cstdio>
__global__ void rotate(int *out) {
    __shared__ int s[128];
    int t = threadIdx.x;
    s[t] = t * 3;
    asm volatile("bar.sync 0;" ::: "memory");
    int v = s[127 - t];
    asm volatile("barrier.sync 0;");
    s[t] = v + 1;
    asm volatile("bar.sync 0;");
    out[t] = s[(t + 64) % 128];
}
int main() {
    int *d, h[128];
    cudaMalloc(&d, sizeof h);
    rotate<<<1, 128>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %s\n", h[0], h[1], h[127], cudaGetErrorString(cudaGetLastError()));
    return 0;
}
// Output:
// 190 187 193 no error
