// Image resampling: bilinear interpolation of a 16x16 height map at fractional coordinates
// (two lerp styles), a smoothstep-shaped blend between two samples, and a double-precision
// bilinear weight formula. One warp x 2 blocks.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define W 16

__device__ float lerp(float a, float b, float t) { return a + t * (b - a); }
__device__ float lerp2(float a, float b, float t) { return (1.0f - t) * a + t * b; }

__device__ float smoothstep(float e0, float e1, float x) {
    float t = fminf(fmaxf((x - e0) / (e1 - e0), 0.0f), 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

__global__ void resample(const float* img, float sx, float sy, float* out, double* outd) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float u = t * sx + 0.37f;
    float v = t * sy + 1.13f;
    int x0 = (int)u, y0 = (int)v;
    float fx = u - x0, fy = v - y0;
    x0 = min(x0, W - 2); y0 = min(y0, W - 2);
    float a = img[y0 * W + x0], b = img[y0 * W + x0 + 1];
    float c = img[(y0 + 1) * W + x0], d = img[(y0 + 1) * W + x0 + 1];

    float top = lerp(a, b, fx), bot = lerp(c, d, fx);
    float bil1 = lerp(top, bot, fy);
    float bil2 = lerp2(lerp2(a, b, fx), lerp2(c, d, fx), fy);
    float bil3 = a * (1.0f - fx) * (1.0f - fy) + b * fx * (1.0f - fy) + c * (1.0f - fx) * fy + d * fx * fy;

    float s = smoothstep(0.2f, 0.8f, fx);
    float blend = a * (1.0f - s) + d * s;

    double dfx = fx, dfy = fy;
    double wd = (double)a * (1.0 - dfx) * (1.0 - dfy) + (double)b * dfx * (1.0 - dfy)
              + (double)c * (1.0 - dfx) * dfy + (double)d * dfx * dfy;

    out[t * 4 + 0] = bil1;
    out[t * 4 + 1] = bil2;
    out[t * 4 + 2] = bil3;
    out[t * 4 + 3] = blend;
    outd[t] = wd;
}

int main() {
    const int N = 64;
    float himg[W * W];
    for (int y = 0; y < W; ++y)
        for (int x = 0; x < W; ++x)
            himg[y * W + x] = (float)((x * 7 + y * 13) % 17) / 5.0f + (float)(x * y) / 97.0f;
    float *dimg, *dout; double* dd;
    cudaMalloc(&dimg, sizeof himg); cudaMalloc(&dout, N * 4 * 4); cudaMalloc(&dd, N * 8);
    cudaMemcpy(dimg, himg, sizeof himg, cudaMemcpyHostToDevice);
    resample<<<2, 32>>>(dimg, 0.2173f, 0.1931f, dout, dd);
    float o[N * 4]; double od[N];
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(od, dd, sizeof od, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) {
        unsigned u[4]; unsigned long long w;
        memcpy(u, &o[i * 4], 16); memcpy(&w, &od[i], 8);
        printf("%2d bil %08x %08x %08x smooth %08x dbl %016llx\n", i, u[0], u[1], u[2], u[3], w);
    }
    return 0;
}
