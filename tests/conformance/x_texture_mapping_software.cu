// Perspective-correct texture mapping of a tilted quad with mip level selection,
// software trilinear sampling of a procedural mip chain, ordered dithering to 8 bit,
// and a half-precision framebuffer.  Also shows contracted vs. uncontracted products.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define CUDA_CHECK(x) do { cudaError_t err = (x); if (err != cudaSuccess) { \
    printf("CUDA error %d (%s) at line %d\n", (int)err, cudaGetErrorString(err), __LINE__); return 1; } } while (0)

constexpr int TEX = 32;          // base level size
constexpr int LEVELS = 6;        // 32,16,8,4,2,1

__constant__ int c_levelOffset[LEVELS];
__constant__ float c_bayer[16] = {0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5};

__global__ void buildBase(float* mip) {
    int x = threadIdx.x, y = blockIdx.x;
    float checker = ((x >> 2) ^ (y >> 2)) & 1 ? 0.9f : 0.1f;
    mip[y * TEX + x] = checker * (0.75f + 0.25f * __sinf(0.4f * x) * __cosf(0.3f * y));
}

__global__ void downsample(float* mip, int srcOff, int dstOff, int dstSize) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= dstSize || y >= dstSize) return;
    int s = dstSize * 2;
    const float* src = mip + srcOff;
    mip[dstOff + y * dstSize + x] = 0.25f * (src[(2 * y) * s + 2 * x] + src[(2 * y) * s + 2 * x + 1] +
                                             src[(2 * y + 1) * s + 2 * x] + src[(2 * y + 1) * s + 2 * x + 1]);
}

__device__ float bilinearWrap(const float* lvl, int size, float u, float v) {
    float x = u * size - 0.5f, y = v * size - 0.5f;
    float fx = floorf(x), fy = floorf(y);
    float ax = x - fx, ay = y - fy;
    int x0 = ((int)fx % size + size) % size, y0 = ((int)fy % size + size) % size;
    int x1 = (x0 + 1) % size, y1 = (y0 + 1) % size;
    float a = lvl[y0 * size + x0], b = lvl[y0 * size + x1];
    float c = lvl[y1 * size + x0], d = lvl[y1 * size + x1];
    return (a * (1 - ax) + b * ax) * (1 - ay) + (c * (1 - ax) + d * ax) * ay;
}

__device__ float trilinear(const float* mip, float u, float v, float lod) {
    lod = fminf(fmaxf(lod, 0.0f), (float)(LEVELS - 1));
    int l0 = (int)lod;
    int l1 = min(l0 + 1, LEVELS - 1);
    float t = lod - l0;
    float s0 = bilinearWrap(mip + c_levelOffset[l0], TEX >> l0, u, v);
    float s1 = bilinearWrap(mip + c_levelOffset[l1], TEX >> l1, u, v);
    return s0 + t * (s1 - s0);
}

// quad in camera space: plane through (0,-1,z0) tilted; map screen pixel to (u,v) analytically
__global__ void renderQuad(const float* mip, int W, int H, unsigned char* ldr, __half* hdr,
                           float* lodOut, float* uvOut) {
    int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= W || py >= H) return;
    int idx = py * W + px;
    // ray direction through pixel center
    float dx = (px + 0.5f - 0.5f * W) / (0.5f * H);
    float dy = (0.5f * H - py - 0.5f) / (0.5f * H);
    // ground plane y = -1, ray o=(0,0,0) d=(dx,dy,1): t = -1/dy (only dy < 0 hits)
    float value = 0.0f, lod = -1.0f, u = 0.0f, v = 0.0f;
    if (dy < -1e-6f) {
        float t = -1.0f / dy;
        float wx = dx * t, wz = t;
        u = wx * 0.25f;
        v = wz * 0.25f;
        // analytic screen-space derivatives of (u,v) per pixel
        float inv = 1.0f / (0.5f * H);
        float dudx = 0.25f * t * inv;
        float dvdy = 0.25f * (t * t) * inv;          // d(1/dy)/dpy
        float dudy = 0.25f * dx * (t * t) * inv;
        float rho = fmaxf(sqrtf(dudx * dudx * TEX * TEX), sqrtf((dudy * dudy + dvdy * dvdy) * TEX * TEX));
        lod = log2f(rho);
        value = trilinear(mip, u, v, lod) * expf(-0.05f * t);
    }
    lodOut[idx] = lod;
    uvOut[2 * idx] = u; uvOut[2 * idx + 1] = v;
    hdr[idx] = __float2half_rn(value * 4.0f);
    float dither = (c_bayer[(py & 3) * 4 + (px & 3)] + 0.5f) / 16.0f - 0.5f;
    ldr[idx] = (unsigned char)__float2uint_rn(__saturatef(value + dither / 255.0f) * 255.0f);
}

__global__ void contraction(const float* a, const float* b, const float* c, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[4 * i + 0] = a[i] * b[i] + c[i];                         // may contract to FFMA
    out[4 * i + 1] = __fadd_rn(__fmul_rn(a[i], b[i]), c[i]);     // never contracted
    out[4 * i + 2] = fmaf(a[i], b[i], c[i]);                     // always fused
    out[4 * i + 3] = a[i] * b[i] - a[i] * b[i];                  // 0 or rounding error of a*b
}

int main() {
    int offs[LEVELS], total = 0;
    for (int l = 0; l < LEVELS; l++) { offs[l] = total; total += (TEX >> l) * (TEX >> l); }
    CUDA_CHECK(cudaMemcpyToSymbol(c_levelOffset, offs, sizeof(offs)));
    float* d_mip;
    CUDA_CHECK(cudaMalloc(&d_mip, total * sizeof(float)));
    buildBase<<<TEX, TEX>>>(d_mip);
    for (int l = 1; l < LEVELS; l++) {
        int sz = TEX >> l;
        dim3 b(8, 8), g((sz + 7) / 8, (sz + 7) / 8);
        downsample<<<g, b>>>(d_mip, offs[l - 1], offs[l], sz);
    }
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> mip(total);
    CUDA_CHECK(cudaMemcpy(mip.data(), d_mip, total * sizeof(float), cudaMemcpyDeviceToHost));
    for (int l = 0; l < LEVELS; l++) {
        double s = 0; for (int i = 0; i < (TEX >> l) * (TEX >> l); i++) s += mip[offs[l] + i];
        printf("mip %d size %2d sum=%.17g first=%a\n", l, TEX >> l, s, mip[offs[l]]);
    }

    const int W = 60, H = 34;
    unsigned char* d_ldr; __half* d_hdr; float *d_lod, *d_uv;
    CUDA_CHECK(cudaMalloc(&d_ldr, W * H));
    CUDA_CHECK(cudaMalloc(&d_hdr, W * H * sizeof(__half)));
    CUDA_CHECK(cudaMalloc(&d_lod, W * H * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_uv, 2 * W * H * sizeof(float)));
    dim3 blk(16, 16), grd((W + 15) / 16, (H + 15) / 16);
    renderQuad<<<grd, blk>>>(d_mip, W, H, d_ldr, d_hdr, d_lod, d_uv);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<unsigned char> ldr(W * H);
    std::vector<__half> hdr(W * H);
    std::vector<float> lod(W * H), uv(2 * W * H);
    CUDA_CHECK(cudaMemcpy(ldr.data(), d_ldr, W * H, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hdr.data(), d_hdr, W * H * sizeof(__half), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(lod.data(), d_lod, W * H * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(uv.data(), d_uv, 2 * W * H * sizeof(float), cudaMemcpyDeviceToHost));

    const char* ramp = " .:-=+*#%@";
    for (int y = H / 2; y < H; y += 2) {
        char line[W + 1];
        for (int x = 0; x < W; x++) line[x] = ramp[ldr[y * W + x] * 10 / 256];
        line[W] = 0;
        printf("%2d |%s|\n", y, line);
    }
    uint32_t hl = 0, hh = 0; long long lsum = 0;
    for (int i = 0; i < W * H; i++) {
        lsum += ldr[i];
        hl = hl * 131u + ldr[i];
        unsigned short hb; memcpy(&hb, &hdr[i], 2);
        hh = (hh ^ hb) * 0x01000193u;
    }
    printf("ldr sum=%lld hash=%08x  hdr hash=%08x\n", lsum, hl, hh);
    const int pr[][2] = {{30, 17}, {30, 18}, {0, 33}, {59, 33}, {12, 20}, {45, 25}, {29, 16}};
    for (auto& p : pr) {
        int i = p[1] * W + p[0];
        unsigned short hb; memcpy(&hb, &hdr[i], 2);
        printf("px(%2d,%2d) ldr=%3d hdr=0x%04x (%.9g) lod=%.9g uv=(%.9g, %a)\n", p[0], p[1], ldr[i], hb,
               __half2float(hdr[i]), lod[i], uv[2 * i], uv[2 * i + 1]);
    }

    // contraction check
    const int n = 8;
    float ha[n] = {1.0f + 1.1920929e-7f, 0.1f, 3.0f, 1e20f, -7.3f, 1.0f / 3.0f, 16777215.0f, 0.7f};
    float hb2[n] = {1.0f - 5.9604645e-8f, 0.1f, 0.33333334f, 1e20f, 1.3f, 3.0f, 16777217.0f, 1.4285714f};
    float hc[n] = {-1.0f, -0.01f, -1.0f, -1e38f, 9.49f, -1.0f, -2.8147497e14f, -1.0f};
    float *da, *db, *dc, *dout;
    CUDA_CHECK(cudaMalloc(&da, n * 4)); CUDA_CHECK(cudaMalloc(&db, n * 4));
    CUDA_CHECK(cudaMalloc(&dc, n * 4)); CUDA_CHECK(cudaMalloc(&dout, 4 * n * 4));
    CUDA_CHECK(cudaMemcpy(da, ha, n * 4, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(db, hb2, n * 4, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dc, hc, n * 4, cudaMemcpyHostToDevice));
    contraction<<<1, 32>>>(da, db, dc, dout, n);
    float res[4 * n];
    CUDA_CHECK(cudaMemcpy(res, dout, sizeof(res), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        printf("fma[%d] a*b+c=%a  rn=%a  fmaf=%a  ab-ab=%a\n", i, res[4 * i], res[4 * i + 1], res[4 * i + 2], res[4 * i + 3]);
    cudaFree(da); cudaFree(db); cudaFree(dc); cudaFree(dout);
    cudaFree(d_mip); cudaFree(d_ldr); cudaFree(d_hdr); cudaFree(d_lod); cudaFree(d_uv);
    return 0;
}
