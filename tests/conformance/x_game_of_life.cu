// Conway's Game of Life on a torus with two buffers swapped between launches, a glider and an
// R-pentomino, printed after some generations, plus the live-cell count per generation.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define GW 40
#define GH 20

__global__ void lifeStep(const unsigned char *in, unsigned char *out) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= GW || y >= GH) return;
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (dx == 0 && dy == 0) continue;
            int xx = (x + dx + GW) % GW, yy = (y + dy + GH) % GH;
            n += in[yy * GW + xx];
        }
    unsigned char alive = in[y * GW + x];
    out[y * GW + x] = (n == 3 || (alive && n == 2)) ? 1 : 0;
}

__global__ void countLive(const unsigned char *g, int *count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < GW * GH && g[i]) atomicAdd(count, 1);
}

int main() {
    unsigned char h[GW * GH];
    memset(h, 0, sizeof h);
    int glider[5][2] = {{1, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2}};
    for (auto &c : glider) h[(c[1] + 2) * GW + c[0] + 2] = 1;
    int rpent[5][2] = {{1, 0}, {2, 0}, {0, 1}, {1, 1}, {1, 2}};
    for (int k = 0; k < 5; k++) h[(rpent[k][1] + 8) * GW + rpent[k][0] + 25] = 1;
    unsigned char *a, *b;
    int *dc;
    cudaMalloc(&a, sizeof h);
    cudaMalloc(&b, sizeof h);
    cudaMalloc(&dc, sizeof(int));
    cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
    dim3 block(8, 8), grid((GW + 7) / 8, (GH + 7) / 8);
    printf("live:");
    for (int gen = 0; gen < 60; gen++) {
        lifeStep<<<grid, block>>>(a, b);
        unsigned char *t = a; a = b; b = t;
        if (gen % 6 == 5) {
            int c = 0;
            cudaMemcpy(dc, &c, sizeof c, cudaMemcpyHostToDevice);
            countLive<<<(GW * GH + 255) / 256, 256>>>(a, dc);
            cudaMemcpy(&c, dc, sizeof c, cudaMemcpyDeviceToHost);
            printf(" %d", c);
        }
    }
    printf("\n");
    cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
    for (int y = 0; y < GH; y++) {
        for (int x = 0; x < GW; x++) putchar(h[y * GW + x] ? '#' : '.');
        putchar('\n');
    }
    cudaFree(a); cudaFree(b); cudaFree(dc);
    return 0;
}
