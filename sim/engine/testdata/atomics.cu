#include <cstdio>

__global__ void histo(const int *in, int n, unsigned *bins, float *fsum, int *mx) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        atomicAdd(&bins[in[i] % 4], 1u);
        atomicAdd(fsum, 0.5f);
        atomicMax(mx, in[i]);
    }
}

__global__ void order(int *counter, int *slots) {
    int old = atomicAdd(counter, 1);
    slots[threadIdx.x] = old;
}

int main() {
    const int n = 50;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 7) % 13;
    int *din, *mx, *cnt, *slots;
    unsigned *bins;
    float *fs;
    cudaMalloc(&din, sizeof(h));
    cudaMalloc(&bins, 4 * sizeof(unsigned));
    cudaMalloc(&fs, sizeof(float));
    cudaMalloc(&mx, sizeof(int));
    cudaMalloc(&cnt, sizeof(int));
    cudaMalloc(&slots, 40 * sizeof(int));
    cudaMemset(bins, 0, 4 * sizeof(unsigned));
    cudaMemset(fs, 0, sizeof(float));
    cudaMemset(mx, 0, sizeof(int));
    cudaMemset(cnt, 0, sizeof(int));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    histo<<<2, 32>>>(din, n, bins, fs, mx);
    order<<<1, 40>>>(cnt, slots);
    unsigned hb[4];
    float hf;
    int hm, hs[40];
    cudaMemcpy(hb, bins, sizeof(hb), cudaMemcpyDeviceToHost);
    cudaMemcpy(&hf, fs, sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(&hm, mx, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(hs, slots, sizeof(hs), cudaMemcpyDeviceToHost);
    int want[4] = {0, 0, 0, 0};
    for (int i = 0; i < n; i++) want[h[i] % 4]++;
    printf("bins %u %u %u %u (want %d %d %d %d) fsum %.1f max %d\n", hb[0], hb[1], hb[2], hb[3], want[0], want[1], want[2], want[3], hf, hm);
    printf("slots %d %d %d %d\n", hs[0], hs[31], hs[32], hs[39]);
    return 0;
}
// Output:
// bins 15 12 11 12 (want 15 12 11 12) fsum 25.0 max 12
// slots 0 31 32 39
