// Sobel edge detection on an 8-bit image with a 2D grid: integer gradients, the magnitude
// with sqrtf and with abs sums, clamping to 255, and an ASCII rendering of the edges.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define W 48
#define H 24

__global__ void sobel(const unsigned char *in, unsigned char *mag, unsigned char *l1) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1) {
        if (x < W && y < H) { mag[y * W + x] = 0; l1[y * W + x] = 0; }
        return;
    }
#define P(dx, dy) ((int)in[(y + (dy)) * W + x + (dx)])
    int gx = -P(-1, -1) - 2 * P(-1, 0) - P(-1, 1) + P(1, -1) + 2 * P(1, 0) + P(1, 1);
    int gy = -P(-1, -1) - 2 * P(0, -1) - P(1, -1) + P(-1, 1) + 2 * P(0, 1) + P(1, 1);
#undef P
    float m = sqrtf((float)(gx * gx + gy * gy));
    mag[y * W + x] = (unsigned char)fminf(m, 255.0f);
    l1[y * W + x] = (unsigned char)min(abs(gx) + abs(gy), 255);
}

int main() {
    unsigned char img[W * H], m[W * H], a[W * H];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int dx = x - W / 2, dy = 2 * (y - H / 2);
            img[y * W + x] = (dx * dx + dy * dy < 300) ? 200 : (x > 40 ? 90 : 20);
        }
    unsigned char *di, *dm, *da;
    cudaMalloc(&di, sizeof img);
    cudaMalloc(&dm, sizeof m);
    cudaMalloc(&da, sizeof a);
    cudaMemcpy(di, img, sizeof img, cudaMemcpyHostToDevice);
    dim3 b(16, 8), g((W + 15) / 16, (H + 7) / 8);
    sobel<<<g, b>>>(di, dm, da);
    cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
    cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost);
    long s = 0, t = 0;
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            s += m[y * W + x];
            t += a[y * W + x];
            putchar(m[y * W + x] > 200 ? '#' : m[y * W + x] > 60 ? '+' : '.');
        }
        putchar('\n');
    }
    printf("sums %ld %ld, m[5][20]=%u\n", s, t, m[5 * W + 20]);
    cudaFree(di); cudaFree(dm); cudaFree(da);
    return 0;
}
