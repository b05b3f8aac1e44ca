#include <cstdio>

// Lanes 0-9 take the if, lanes 10-31 the else; all meet again at the store.
__global__ void branch(int *out) {
    int t = threadIdx.x;
    int v;
    if (t < 10) {
        v = t * 2;
    } else {
        v = t + 100;
    }
    out[t] = v;
}

int main() {
    int *d;
    int h[32];
    cudaMalloc(&d, sizeof(h));
    branch<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[9], h[10]);
    cudaFree(d);
    return 0;
}
