// Threads that return before a __syncthreads(): the PTX ISA has a barrier
// wait for the threads that have not exited, so the others go on. Early
// returns of part of a warp, of whole warps, before barriers in a loop,
// and __syncthreads_count counting only the threads that arrive.
#include <cstdio>

__global__ void partOfWarp(const int *in, int *out, int n) {
    __shared__ int s[64];
    int t = threadIdx.x;
    if (t >= n) return;
    s[t] = in[t] * 3;
    __syncthreads();
    out[t] = s[(t + 7) % n] - s[t];
}

__global__ void wholeWarps(int *out) {
    __shared__ int s[128];
    int t = threadIdx.x;
    if (t >= 64) return;  // warps 2 and 3 leave
    s[t] = t * t;
    __syncthreads();
    int arrived = __syncthreads_count(t % 3 == 0);
    out[t] = s[63 - t] + arrived * 1000;
}

// A tiled product of an n x n matrix with itself where threads outside
// the matrix return at once, before the tiles' barriers.
#define TILE 8
__global__ void tiled(const float *a, float *c, int n) {
    __shared__ float ta[TILE][TILE], tb[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    if (row >= n || col >= n) return;
    float sum = 0.0f;
    for (int k0 = 0; k0 < n; k0 += TILE) {
        ta[threadIdx.y][threadIdx.x] = a[row * n + k0 + threadIdx.x];
        tb[threadIdx.y][threadIdx.x] = a[(k0 + threadIdx.y) * n + col];
        __syncthreads();
        for (int k = 0; k < TILE; k++) sum += ta[threadIdx.y][k] * tb[k][threadIdx.x];
        __syncthreads();
    }
    c[row * n + col] = sum;
}

int main() {
    int h[128], *din, *dout;
    for (int i = 0; i < 128; i++) h[i] = (i * 37) % 101;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof h);
    partOfWarp<<<1, 64>>>(din, dout, 50);
    int r[128];
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("part of a warp: %d %d %d %d %d\n", r[0], r[17], r[49], r[50], r[63]);
    cudaMemset(dout, 0, sizeof h);
    wholeWarps<<<1, 128>>>(dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("whole warps: %d %d %d %d\n", r[0], r[31], r[63], r[64]);
    // 8 x 8 tiles over a 16 x 16 matrix, launched on a 3 x 3 grid: the
    // third row and column of blocks return at once.
    const int n = 16;
    float ha[n * n], hc[n * n], *da, *dc;
    for (int i = 0; i < n * n; i++) ha[i] = (i % 9) * 0.5f - 1.0f;
    cudaMalloc(&da, sizeof ha);
    cudaMalloc(&dc, sizeof hc);
    cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
    tiled<<<dim3(3, 3), dim3(TILE, TILE)>>>(da, dc, n);
    cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
    double check = 0;
    for (int i = 0; i < n * n; i++) check += hc[i] * (i % 7 + 1);
    printf("tiled: %.2f %.2f %.2f\n", hc[0], hc[n * n - 1], check);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
