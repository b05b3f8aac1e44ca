// Image operations through texture objects, as an image-processing course
// writes them: a rotation and zoom of a float image with normalized
// coordinates in each address mode, a 3x3 box blur of an RGBA8 image read
// as normalized floats, and a bilinear 2.5x enlargement.
#include <cstdio>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(call)                                                             \
    do {                                                                        \
        cudaError_t e_ = (call);                                                \
        if (e_ != cudaSuccess) {                                                \
            printf("line %d: %s\n", __LINE__, cudaGetErrorString(e_));           \
            return 1;                                                           \
        }                                                                       \
    } while (0)

__global__ void rotateZoom(cudaTextureObject_t src, float *dst, int w, int h, float angle, float zoom) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float u = (x + 0.5f) / w - 0.5f, v = (y + 0.5f) / h - 0.5f;
    float s, c;
    sincosf(angle, &s, &c);
    dst[y * w + x] = tex2D<float>(src, (u * c - v * s) * zoom + 0.5f, (u * s + v * c) * zoom + 0.5f);
}

__global__ void boxBlur(cudaTextureObject_t src, uchar4 *dst, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float4 sum = make_float4(0, 0, 0, 0);
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            float4 p = tex2D<float4>(src, x + dx + 0.5f, y + dy + 0.5f);
            sum.x += p.x; sum.y += p.y; sum.z += p.z; sum.w += p.w;
        }
    dst[y * w + x] = make_uchar4(sum.x / 9 * 255 + 0.5f, sum.y / 9 * 255 + 0.5f, sum.z / 9 * 255 + 0.5f, sum.w / 9 * 255 + 0.5f);
}

__global__ void enlarge(cudaTextureObject_t src, float4 *dst, int w, int h, float scale) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    dst[y * w + x] = tex2D<float4>(src, (x + 0.5f) / scale, (y + 0.5f) / scale);
}

static unsigned fnv(const void *p, size_t n) {
    const unsigned char *b = (const unsigned char *)p;
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
    return h;
}

int main() {
    const int W = 48, H = 40;
    float *img = new float[W * H];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) img[y * W + x] = ((x / 6 + y / 5) & 1) ? 1.0f : 0.25f * sinf(0.3f * x) + 0.1f * y;
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t gray;
    CHECK(cudaMallocArray(&gray, &fd, W, H));
    CHECK(cudaMemcpy2DToArray(gray, 0, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    float *d_out, *out = new float[W * H];
    CHECK(cudaMalloc(&d_out, W * H * sizeof(float)));
    const char *modes[4] = {"wrap", "clamp", "mirror", "border"};
    for (int mode = 0; mode < 4; mode++) {
        cudaResourceDesc res = {};
        res.resType = cudaResourceTypeArray;
        res.res.array.array = gray;
        cudaTextureDesc td = {};
        td.addressMode[0] = td.addressMode[1] = (cudaTextureAddressMode)mode;
        td.filterMode = cudaFilterModeLinear;
        td.normalizedCoords = 1;
        cudaTextureObject_t t;
        CHECK(cudaCreateTextureObject(&t, &res, &td, NULL));
        rotateZoom<<<dim3((W + 15) / 16, (H + 7) / 8), dim3(16, 8)>>>(t, d_out, W, H, 0.6f, 1.7f);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out, d_out, W * H * sizeof(float), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < W * H; i++) sum += out[i];
        printf("rotate %-6s sum %.9g hash %08x\n", modes[mode], sum, fnv(out, W * H * sizeof(float)));
        for (int y = 3; y < H; y += 12) {
            for (int x = 2; x < W; x += 9) printf(" %a", out[y * W + x]);
            printf("\n");
        }
        CHECK(cudaDestroyTextureObject(t));
    }

    const int CW = 20, CH = 14;
    uchar4 *rgba = new uchar4[CW * CH], *blurred = new uchar4[CW * CH];
    for (int y = 0; y < CH; y++)
        for (int x = 0; x < CW; x++)
            rgba[y * CW + x] = make_uchar4((x * 37 + y * 11) & 255, (x * x + 3 * y) & 255, ((x ^ y) * 29) & 255, 255 - 7 * x);
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<uchar4>();
    cudaArray_t color;
    CHECK(cudaMallocArray(&color, &cd, CW, CH));
    CHECK(cudaMemcpy2DToArray(color, 0, 0, rgba, CW * sizeof(uchar4), CW * sizeof(uchar4), CH, cudaMemcpyHostToDevice));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = color;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeNormalizedFloat;
    cudaTextureObject_t tp;
    CHECK(cudaCreateTextureObject(&tp, &res, &td, NULL));
    uchar4 *d_blur;
    CHECK(cudaMalloc(&d_blur, CW * CH * sizeof(uchar4)));
    boxBlur<<<dim3(2, 2), dim3(16, 8)>>>(tp, d_blur, CW, CH);
    CHECK(cudaMemcpy(blurred, d_blur, CW * CH * sizeof(uchar4), cudaMemcpyDeviceToHost));
    printf("blur hash %08x\n", fnv(blurred, CW * CH * sizeof(uchar4)));
    for (int y = 0; y < CH; y += 4) {
        for (int x = 0; x < CW; x += 5) printf(" %3d,%3d,%3d,%3d", blurred[y * CW + x].x, blurred[y * CW + x].y, blurred[y * CW + x].z, blurred[y * CW + x].w);
        printf("\n");
    }
    td.filterMode = cudaFilterModeLinear;
    cudaTextureObject_t tl;
    CHECK(cudaCreateTextureObject(&tl, &res, &td, NULL));
    const int BW = 50, BH = 35;
    float4 *d_big, *big = new float4[BW * BH];
    CHECK(cudaMalloc(&d_big, BW * BH * sizeof(float4)));
    enlarge<<<dim3((BW + 15) / 16, (BH + 7) / 8), dim3(16, 8)>>>(tl, d_big, BW, BH, 2.5f);
    CHECK(cudaMemcpy(big, d_big, BW * BH * sizeof(float4), cudaMemcpyDeviceToHost));
    printf("enlarge hash %08x\n", fnv(big, BW * BH * sizeof(float4)));
    for (int i = 0; i < BW * BH; i += 211) printf("  %4d %a %a %a %a\n", i, big[i].x, big[i].y, big[i].z, big[i].w);
    CHECK(cudaDestroyTextureObject(tp));
    CHECK(cudaDestroyTextureObject(tl));
    CHECK(cudaFreeArray(gray));
    CHECK(cudaFreeArray(color));
    delete[] img; delete[] out; delete[] rgba; delete[] blurred; delete[] big;
    return 0;
}
