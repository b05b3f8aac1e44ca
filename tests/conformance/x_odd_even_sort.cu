// Odd-even transposition sort in one block with __syncthreads between phases, and a
// multi-launch version where each phase is its own kernel launch.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void oddEvenBlock(int *a, int n) {
    for (int phase = 0; phase < n; phase++) {
        int i = 2 * threadIdx.x + (phase & 1);
        if (i + 1 < n && a[i] > a[i + 1]) {
            int t = a[i];
            a[i] = a[i + 1];
            a[i + 1] = t;
        }
        __syncthreads();
    }
}

__global__ void oddEvenStep(int *a, int n, int phase) {
    int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x) + (phase & 1);
    if (i + 1 < n) {
        int x = a[i], y = a[i + 1];
        a[i] = min(x, y);
        a[i + 1] = max(x, y);
    }
}

int main() {
    const int n = 200;
    int h[n];
    unsigned s = 2024;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        h[i] = (int)(s >> 20) - 2048;
    }
    int *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    oddEvenBlock<<<1, n / 2>>>(d, n);
    int r[n];
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    int ok = 1;
    for (int i = 1; i < n; i++) ok &= r[i - 1] <= r[i];
    printf("block sort %s: %d %d %d ... %d\n", ok ? "sorted" : "NOT sorted", r[0], r[1], r[2], r[n - 1]);

    const int m = 1000;
    int *g = new int[m];
    for (int i = 0; i < m; i++) g[i] = (i * 7919) % 1009;
    cudaMemcpy(d, h, 0, cudaMemcpyHostToDevice);
    int *dg;
    cudaMalloc(&dg, m * sizeof(int));
    cudaMemcpy(dg, g, m * sizeof(int), cudaMemcpyHostToDevice);
    for (int p = 0; p < m; p++) oddEvenStep<<<(m / 2 + 127) / 128, 128>>>(dg, m, p);
    cudaMemcpy(g, dg, m * sizeof(int), cudaMemcpyDeviceToHost);
    ok = 1;
    for (int i = 1; i < m; i++) ok &= g[i - 1] <= g[i];
    printf("multi-launch %s: %d %d ... %d %d\n", ok ? "sorted" : "NOT sorted", g[0], g[1], g[m - 2], g[m - 1]);
    delete[] g;
    cudaFree(d);
    cudaFree(dg);
    return 0;
}
