// RGBA to grayscale with uchar4 pixels (the classic course exercise): weights 0.299, 0.587,
// 0.114 in float, conversion back to unsigned char by truncation and with __float2int_rn,
// and a 2x box downscale that averages four uchar4 values with integer arithmetic.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void gray(const uchar4 *rgba, unsigned char *g1, unsigned char *g2, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uchar4 p = rgba[i];
    float y = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
    g1[i] = (unsigned char)y;
    g2[i] = (unsigned char)__float2int_rn(y);
}

__global__ void down(const uchar4 *in, uchar4 *out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w / 2 || y >= h / 2) return;
    uchar4 a = in[(2 * y) * w + 2 * x], b = in[(2 * y) * w + 2 * x + 1];
    uchar4 c = in[(2 * y + 1) * w + 2 * x], d = in[(2 * y + 1) * w + 2 * x + 1];
    out[y * (w / 2) + x] = make_uchar4((a.x + b.x + c.x + d.x + 2) / 4, (a.y + b.y + c.y + d.y + 2) / 4,
                                       (a.z + b.z + c.z + d.z + 2) / 4, 255);
}

int main() {
    const int w = 40, h = 30, n = w * h;
    uchar4 img[n];
    for (int i = 0; i < n; i++)
        img[i] = make_uchar4((i * 7) % 256, (i * 13 + 50) % 256, (i * 29 + 100) % 256, 255);
    uchar4 *di, *dd;
    unsigned char *g1, *g2, h1[n], h2[n];
    cudaMalloc(&di, sizeof img);
    cudaMalloc(&dd, sizeof img / 4);
    cudaMalloc(&g1, n);
    cudaMalloc(&g2, n);
    cudaMemcpy(di, img, sizeof img, cudaMemcpyHostToDevice);
    gray<<<(n + 127) / 128, 128>>>(di, g1, g2, n);
    cudaMemcpy(h1, g1, n, cudaMemcpyDeviceToHost);
    cudaMemcpy(h2, g2, n, cudaMemcpyDeviceToHost);
    long s1 = 0, s2 = 0;
    int differ = 0;
    for (int i = 0; i < n; i++) { s1 += h1[i]; s2 += h2[i]; differ += h1[i] != h2[i]; }
    printf("gray sums %ld %ld, %d rounded up, first %u %u %u %u\n", s1, s2, differ, h1[0], h1[1], h2[1], h1[n - 1]);
    dim3 blk(8, 8), grd((w / 2 + 7) / 8, (h / 2 + 7) / 8);
    down<<<grd, blk>>>(di, dd, w, h);
    uchar4 small[n / 4];
    cudaMemcpy(small, dd, sizeof small, cudaMemcpyDeviceToHost);
    long t = 0;
    for (int i = 0; i < n / 4; i++) t += small[i].x + 2 * small[i].y + 3 * small[i].z + small[i].w;
    printf("downscaled checksum %ld, [0] = (%u,%u,%u,%u)\n", t, small[0].x, small[0].y, small[0].z, small[0].w);
    cudaFree(di); cudaFree(dd); cudaFree(g1); cudaFree(g2);
    return 0;
}
