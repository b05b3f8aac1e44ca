// Tests range-based for loops over arrays: by value and by auto & (modifying the
// elements), over host arrays, local arrays in a kernel, a __shared__ array and struct
// arrays, with break and continue inside the loop body.
#include <cstdio>
#include <cuda_runtime.h>

struct Item { int id; float price; };

__global__ void windowSums(const int *in, int *out, int n) {
    __shared__ int tile[32];
    int t = threadIdx.x;
    tile[t] = in[blockIdx.x * 32 + t];
    __syncthreads();
    int local[4];
    for (int k = 0; k < 4; k++) local[k] = tile[(t + k) % 32];
    int sum = 0;
    for (int v : local) sum += v;
    for (auto &v : local) v *= 2;
    int doubled = 0;
    for (const int &v : local) doubled += v;
    int big = 0;
    for (int v : tile) {
        if (v < 50) continue;
        big++;
        if (big == 5) break;
    }
    out[blockIdx.x * 32 + t] = sum * 10000 + doubled * 10 + big;
}

int main() {
    const int n = 64;
    int h[n];
    int i = 0;
    for (auto &x : h) x = (i++ * 37) % 101;
    int *din, *dout;
    cudaMalloc(&din, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    windowSums<<<2, 32>>>(din, dout, n);
    int out[n];
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    long total = 0;
    for (int v : out) total += v;
    printf("total %ld first %d last %d\n", total, out[0], out[n - 1]);
    Item items[4] = {{1, 2.5f}, {2, 10.0f}, {3, 0.75f}, {4, 4.0f}};
    for (auto &it : items) it.price *= 1.5f;
    float sum = 0;
    for (const auto &it : items) {
        printf("item %d costs %.3f\n", it.id, it.price);
        sum += it.price;
    }
    printf("sum %.3f\n", sum);
    double weights[] = {0.5, 0.25, 0.125};
    double acc = 0;
    for (double w : weights) acc += w;
    printf("weights %.4f\n", acc);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
