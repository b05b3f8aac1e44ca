// Mandelbrot set with integer iteration counts: a 2D grid over the complex plane, the
// escape-time loop in float, and an ASCII rendering plus a histogram of counts on the host.
#include <cstdio>
#include <cuda_runtime.h>

#define W 72
#define H 28
#define MAXIT 200

__global__ void mandel(int *iters, float x0, float y0, float dx, float dy) {
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= W || py >= H) return;
    float cr = x0 + px * dx, ci = y0 + py * dy;
    float zr = 0.0f, zi = 0.0f;
    int it = 0;
    while (zr * zr + zi * zi <= 4.0f && it < MAXIT) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        it++;
    }
    iters[py * W + px] = it;
}

int main() {
    int *d, h[W * H];
    cudaMalloc(&d, sizeof h);
    dim3 block(16, 8), grid((W + 15) / 16, (H + 7) / 8);
    mandel<<<grid, block>>>(d, -2.2f, -1.2f, 3.2f / W, 2.4f / H);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    const char *shades = " .:-=+*#%@";
    long total = 0;
    int inside = 0;
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            int it = h[y * W + x];
            total += it;
            inside += it == MAXIT;
            putchar(it == MAXIT ? '@' : shades[it % 9]);
        }
        putchar('\n');
    }
    printf("total iterations %ld, inside %d\n", total, inside);
    cudaFree(d);
    return 0;
}
