// Address-mode explorer: one 1D float array sampled through eight texture
// objects (wrap / clamp / mirror / border x point / linear) with normalized
// coordinates, stored in a __constant__ table of texture objects; then a
// 2D uchar texture read as normalized floats with mirror and border modes
// and a border colour.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); return 1; } } while (0)

#define NMODES 8
#define NCOORD 12
__constant__ cudaTextureObject_t c_tex[NMODES];
__constant__ float c_u[NCOORD];

__global__ void sampleAll(float *out) {
    int m = blockIdx.x;        // texture object
    int k = threadIdx.x;       // coordinate
    if (k < NCOORD) out[m * NCOORD + k] = tex1D<float>(c_tex[m], c_u[k]);
}

struct Sample2D { float u, v; };

__global__ void sample2D(cudaTextureObject_t t, const Sample2D *pts, float4 *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float4>(t, pts[i].u, pts[i].v);
}

int main() {
    const int W = 8;
    float lut[W] = {0.0f, 1.0f, 4.0f, 9.0f, 16.0f, 25.0f, 36.0f, 49.0f};
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    CHECK(cudaMallocArray(&arr, &fd, W));
    CHECK(cudaMemcpy2DToArray(arr, 0, 0, lut, sizeof lut, sizeof lut, 1, cudaMemcpyHostToDevice));

    const char *modeName[4] = {"wrap", "clamp", "mirror", "border"};
    cudaTextureObject_t objs[NMODES];
    for (int m = 0; m < NMODES; m++) {
        cudaResourceDesc rd;
        memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeArray;
        rd.res.array.array = arr;
        cudaTextureDesc td;
        memset(&td, 0, sizeof td);
        td.addressMode[0] = (cudaTextureAddressMode)(m % 4);
        td.filterMode = m < 4 ? cudaFilterModePoint : cudaFilterModeLinear;
        td.readMode = cudaReadModeElementType;
        td.normalizedCoords = 1;
        td.borderColor[0] = -7.5f;
        CHECK(cudaCreateTextureObject(&objs[m], &rd, &td, NULL));
    }
    CHECK(cudaMemcpyToSymbol(c_tex, objs, sizeof objs));
    float us[NCOORD] = {-1.3f, -0.5f, -0.0625f, 0.0f, 0.03125f, 0.1f,
                        0.5f, 0.937f, 1.0f, 1.0625f, 1.75f, 2.6f};
    CHECK(cudaMemcpyToSymbol(c_u, us, sizeof us));

    float *dOut;
    CHECK(cudaMalloc(&dOut, NMODES * NCOORD * sizeof(float)));
    sampleAll<<<NMODES, 32>>>(dOut);
    CHECK(cudaGetLastError());
    float out[NMODES * NCOORD];
    CHECK(cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost));
    for (int m = 0; m < NMODES; m++) {
        printf("%-6s %-6s:", modeName[m % 4], m < 4 ? "point" : "linear");
        for (int k = 0; k < NCOORD; k++) printf(" %.9g", out[m * NCOORD + k]);
        printf("\n");
    }
    printf("exact bits (linear): ");
    for (int k = 0; k < NCOORD; k += 3) printf(" %a", out[5 * NCOORD + k]);
    printf("\n");

    // 2D: 6x4 uchar2 image, normalized read
    const int w = 6, h = 4;
    uchar2 img[w * h];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            img[y * w + x] = make_uchar2((unsigned char)(x * 51), (unsigned char)(y * 85));
    cudaChannelFormatDesc cd2 = cudaCreateChannelDesc<uchar2>();
    cudaArray_t arr2;
    CHECK(cudaMallocArray(&arr2, &cd2, w, h));
    CHECK(cudaMemcpy2DToArray(arr2, 0, 0, img, w * sizeof(uchar2), w * sizeof(uchar2), h,
                              cudaMemcpyHostToDevice));
    Sample2D pts[10] = {{0.5f, 0.5f}, {-0.2f, 0.3f}, {1.2f, 0.3f}, {0.3f, -0.2f},
                        {0.3f, 1.2f}, {2.1f, -1.4f}, {0.04f, 0.06f}, {0.99f, 0.99f},
                        {-0.01f, -0.01f}, {1.0f, 1.0f}};
    Sample2D *dPts;
    float4 *dRes;
    CHECK(cudaMalloc(&dPts, sizeof pts));
    CHECK(cudaMalloc(&dRes, 10 * sizeof(float4)));
    CHECK(cudaMemcpy(dPts, pts, sizeof pts, cudaMemcpyHostToDevice));
    cudaTextureAddressMode modes2[3] = {cudaAddressModeMirror, cudaAddressModeBorder, cudaAddressModeWrap};
    for (int mi = 0; mi < 3; mi++) {
        for (int f = 0; f < 2; f++) {
            cudaResourceDesc rd = {};
            rd.resType = cudaResourceTypeArray;
            rd.res.array.array = arr2;
            cudaTextureDesc td = {};
            td.addressMode[0] = td.addressMode[1] = modes2[mi];
            td.filterMode = f ? cudaFilterModeLinear : cudaFilterModePoint;
            td.readMode = cudaReadModeNormalizedFloat;
            td.normalizedCoords = 1;
            td.borderColor[0] = 0.3f;
            td.borderColor[1] = 0.8f;
            td.borderColor[2] = 0.25f;
            td.borderColor[3] = 1.0f;
            cudaTextureObject_t t;
            CHECK(cudaCreateTextureObject(&t, &rd, &td, NULL));
            sample2D<<<1, 32>>>(t, dPts, dRes, 10);
            float4 res[10];
            CHECK(cudaMemcpy(res, dRes, sizeof res, cudaMemcpyDeviceToHost));
            printf("2D %-6s %-6s:", modeName[modes2[mi]], f ? "linear" : "point");
            for (int i = 0; i < 10; i++) printf(" (%.6g,%.6g)", res[i].x, res[i].y);
            printf("\n   zw:");
            for (int i = 0; i < 10; i++) printf(" (%g,%g)", res[i].z, res[i].w);
            printf("\n   bits: %a %a %a %a\n", res[1].x, res[6].y, res[7].x, res[8].y);
            CHECK(cudaDestroyTextureObject(t));
        }
    }

    for (int m = 0; m < NMODES; m++) cudaDestroyTextureObject(objs[m]);
    cudaFreeArray(arr);
    cudaFreeArray(arr2);
    cudaFree(dOut); cudaFree(dPts); cudaFree(dRes);
    return 0;
}
