// Bilinear image resize of an RGBA8 (uchar4) image: the texture returns
// normalized floats (cudaReadModeNormalizedFloat) with hardware bilinear
// filtering and normalized coordinates. Upscale and downscale, conversion
// back to uchar4, and per-channel checksums. Uses the pointer form
// tex2D(&v, tex, x, y) in one kernel and tex2D<float4> in the other.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t err = (x); if (err != cudaSuccess) {          \
    fprintf(stderr, "%s failed: %s\n", #x, cudaGetErrorString(err)); exit(1); } } while (0)

__device__ __forceinline__ uchar4 toUchar4(float4 f) {
    return make_uchar4((unsigned char)__float2uint_rn(__saturatef(f.x) * 255.0f),
                       (unsigned char)__float2uint_rn(__saturatef(f.y) * 255.0f),
                       (unsigned char)__float2uint_rn(__saturatef(f.z) * 255.0f),
                       (unsigned char)__float2uint_rn(__saturatef(f.w) * 255.0f));
}

__global__ void resizeBilinear(cudaTextureObject_t tex, uchar4 *dst, int dw, int dh,
                               float4 *probe, int px, int py) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= dw || y >= dh) return;
    float u = (x + 0.5f) / dw;
    float v = (y + 0.5f) / dh;
    float4 c;
    tex2D(&c, tex, u, v);          // pointer form
    dst[y * dw + x] = toUchar4(c);
    if (x == px && y == py) *probe = c;
}

// grayscale of the resized image directly from the texture
__global__ void resizeGray(cudaTextureObject_t tex, float *gray, int dw, int dh) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= dw || y >= dh) return;
    float4 c = tex2D<float4>(tex, (x + 0.5f) / dw, (y + 0.5f) / dh);
    gray[y * dw + x] = 0.299f * c.x + 0.587f * c.y + 0.114f * c.z;
}

static uint32_t adler32(const unsigned char *d, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + d[i]) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}

int main() {
    const int sw = 37, sh = 29;
    uchar4 *src = (uchar4 *)malloc(sw * sh * sizeof(uchar4));
    for (int y = 0; y < sh; y++)
        for (int x = 0; x < sw; x++) {
            unsigned char r = (unsigned char)(x * 255 / (sw - 1));
            unsigned char g = (unsigned char)(y * 255 / (sh - 1));
            unsigned char b = (unsigned char)(((x / 4 + y / 4) & 1) * 255);
            unsigned char a = (unsigned char)(255 - (x * y) % 97);
            src[y * sw + x] = make_uchar4(r, g, b, a);
        }

    cudaChannelFormatDesc cd = cudaCreateChannelDesc<uchar4>();
    printf("channel desc: %d %d %d %d kind %d\n", cd.x, cd.y, cd.z, cd.w, (int)cd.f);
    cudaArray_t arr;
    CHECK(cudaMallocArray(&arr, &cd, sw, sh));
    CHECK(cudaMemcpy2DToArray(arr, 0, 0, src, sw * sizeof(uchar4), sw * sizeof(uchar4), sh,
                              cudaMemcpyHostToDevice));

    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = arr;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeNormalizedFloat;
    td.normalizedCoords = 1;
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &rd, &td, NULL));

    cudaTextureDesc tq;
    CHECK(cudaGetTextureObjectTextureDesc(&tq, tex));
    printf("texture desc: filter %d read %d norm %d addr %d %d\n", (int)tq.filterMode,
           (int)tq.readMode, tq.normalizedCoords, (int)tq.addressMode[0], (int)tq.addressMode[1]);

    const int sizes[3][2] = {{100, 80}, {16, 12}, {37, 29}};
    float4 *dProbe;
    CHECK(cudaMalloc(&dProbe, sizeof(float4)));
    for (int k = 0; k < 3; k++) {
        int dw = sizes[k][0], dh = sizes[k][1];
        uchar4 *dDst;
        float *dGray;
        CHECK(cudaMalloc(&dDst, dw * dh * sizeof(uchar4)));
        CHECK(cudaMalloc(&dGray, dw * dh * sizeof(float)));
        dim3 b(16, 16), g((dw + 15) / 16, (dh + 15) / 16);
        resizeBilinear<<<g, b>>>(tex, dDst, dw, dh, dProbe, dw / 3, dh / 2);
        resizeGray<<<g, b>>>(tex, dGray, dw, dh);
        CHECK(cudaGetLastError());
        uchar4 *out = (uchar4 *)malloc(dw * dh * sizeof(uchar4));
        float *gray = (float *)malloc(dw * dh * sizeof(float));
        float4 pr;
        CHECK(cudaMemcpy(out, dDst, dw * dh * sizeof(uchar4), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(gray, dGray, dw * dh * sizeof(float), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(&pr, dProbe, sizeof pr, cudaMemcpyDeviceToHost));
        unsigned long long sum[4] = {0, 0, 0, 0};
        for (int i = 0; i < dw * dh; i++) {
            sum[0] += out[i].x; sum[1] += out[i].y; sum[2] += out[i].z; sum[3] += out[i].w;
        }
        double gs = 0;
        for (int i = 0; i < dw * dh; i++) gs += gray[i];
        printf("%3dx%-3d adler %08x  sums r=%llu g=%llu b=%llu a=%llu  gray sum %.12g\n", dw, dh,
               adler32((unsigned char *)out, dw * dh * sizeof(uchar4)), sum[0], sum[1], sum[2],
               sum[3], gs);
        printf("        probe(%d,%d) = (%a, %a, %a, %a)\n", dw / 3, dh / 2, pr.x, pr.y, pr.z, pr.w);
        uchar4 c = out[(dh / 2) * dw + dw / 3];
        printf("        as uchar4 = (%u, %u, %u, %u), gray %.9g\n", c.x, c.y, c.z, c.w,
               gray[(dh / 2) * dw + dw / 3]);
        free(out); free(gray);
        cudaFree(dDst); cudaFree(dGray);
    }

    // identity size must reproduce the source exactly
    {
        uchar4 *dDst;
        CHECK(cudaMalloc(&dDst, sw * sh * sizeof(uchar4)));
        dim3 b(8, 8), g((sw + 7) / 8, (sh + 7) / 8);
        resizeBilinear<<<g, b>>>(tex, dDst, sw, sh, dProbe, 0, 0);
        uchar4 *out = (uchar4 *)malloc(sw * sh * sizeof(uchar4));
        CHECK(cudaMemcpy(out, dDst, sw * sh * sizeof(uchar4), cudaMemcpyDeviceToHost));
        int diff = 0;
        for (int i = 0; i < sw * sh; i++)
            diff += memcmp(&out[i], &src[i], sizeof(uchar4)) != 0;
        printf("identity resize: %d pixels differ\n", diff);
        free(out);
        cudaFree(dDst);
    }

    CHECK(cudaDestroyTextureObject(tex));
    CHECK(cudaFreeArray(arr));
    cudaFree(dProbe);
    free(src);
    return 0;
}
