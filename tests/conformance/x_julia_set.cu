// Julia set escape counts (CUDA by Example, chapter 4, without the bitmap): a complex-number
// struct with __device__ operators, magnitude2 compared with a threshold, 200 iterations,
// and an ASCII picture plus the count histogram.
#include <cstdio>
#include <cuda_runtime.h>

#define DIM 48

struct cuComplex {
    float r, i;
    __device__ cuComplex(float a, float b) : r(a), i(b) {}
    __device__ float magnitude2(void) { return r * r + i * i; }
    __device__ cuComplex operator*(const cuComplex &a) { return cuComplex(r * a.r - i * a.i, i * a.r + r * a.i); }
    __device__ cuComplex operator+(const cuComplex &a) { return cuComplex(r + a.r, i + a.i); }
};

__device__ int julia(int x, int y) {
    const float scale = 1.5f;
    float jx = scale * (float)(DIM / 2 - x) / (DIM / 2);
    float jy = scale * (float)(DIM / 2 - y) / (DIM / 2);
    cuComplex c(-0.8f, 0.156f);
    cuComplex a(jx, jy);
    int i = 0;
    for (i = 0; i < 200; i++) {
        a = a * a + c;
        if (a.magnitude2() > 1000) return i;
    }
    return i;
}

__global__ void kernel(int *ptr) {
    int x = blockIdx.x, y = blockIdx.y;
    ptr[x + y * gridDim.x] = julia(x, y);
}

int main() {
    int *d, h[DIM * DIM];
    cudaMalloc(&d, sizeof h);
    dim3 grid(DIM, DIM);
    kernel<<<grid, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int hist[5] = {0};
    for (int y = 0; y < DIM; y += 2) {
        for (int x = 0; x < DIM; x++) {
            int v = h[y * DIM + x];
            putchar(v >= 200 ? '#' : v > 20 ? '+' : v > 5 ? '.' : ' ');
        }
        putchar('\n');
    }
    long total = 0;
    for (int k = 0; k < DIM * DIM; k++) {
        total += h[k];
        hist[h[k] >= 200 ? 4 : h[k] > 50 ? 3 : h[k] > 20 ? 2 : h[k] > 5 ? 1 : 0]++;
    }
    printf("total %ld, bins %d %d %d %d %d\n", total, hist[0], hist[1], hist[2], hist[3], hist[4]);
    cudaFree(d);
    return 0;
}
