// Texel formats and read modes: 8- and 16-bit integers read as normalized
// floats (filtered in 16-bit fixed point), read as they are, half floats
// (filtered to a half's precision), integer border colours (their float
// bits), tex1Dfetch from linear memory (zero outside it), pitched memory,
// and fetches into a pointer (tex2D(&v, t, x, y)).
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define CHECK(call)                                                             \
    do {                                                                        \
        cudaError_t e_ = (call);                                                \
        if (e_ != cudaSuccess) {                                                \
            printf("line %d: %s\n", __LINE__, cudaGetErrorName(e_));             \
            return 1;                                                           \
        }                                                                       \
    } while (0)

__global__ void rgbaLinear(cudaTextureObject_t t, float4 *out) {
    int i = threadIdx.x;
    out[i] = tex2D<float4>(t, -0.6f + i * 0.29f, 0.2f + i * 0.09f);
}
__global__ void rgbaRaw(cudaTextureObject_t t, uchar4 *out) {
    int i = threadIdx.x;
    tex2D(&out[i], t, i * 0.41f - 1.0f, 1.3f);
}
__global__ void scalarLinear(cudaTextureObject_t t, float *out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = tex1D<float>(t, -0.4f + i * 0.137f);
}
__global__ void intBorder(cudaTextureObject_t t, int *out) {
    int i = threadIdx.x;
    out[i] = tex2D<int>(t, i * 0.5f - 2.0f, i & 4 ? 1.5f : -0.5f);
}
__global__ void fetchFloat(cudaTextureObject_t t, float *out, int from) {
    out[threadIdx.x] = tex1Dfetch<float>(t, from + (int)threadIdx.x);
}
__global__ void fetchInt2(cudaTextureObject_t t, int2 *out, int from) {
    out[threadIdx.x] = tex1Dfetch<int2>(t, from + (int)threadIdx.x);
}
__global__ void fetchUchar(cudaTextureObject_t t, float *out, int from) {
    float v;
    tex1Dfetch(&v, t, from + (int)threadIdx.x);
    out[threadIdx.x] = v;
}
__global__ void pitched(cudaTextureObject_t t, float2 *out) {
    int i = threadIdx.x;
    out[i] = tex2D<float2>(t, i * 0.53f - 0.8f, i * 0.17f);
}

static cudaTextureObject_t makeTexture(const cudaResourceDesc &res, cudaTextureFilterMode filter, cudaTextureReadMode read, cudaTextureAddressMode mode) {
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = mode;
    td.filterMode = filter;
    td.readMode = read;
    td.borderColor[0] = 0.3f;
    td.borderColor[1] = 1.5f;
    td.borderColor[2] = -0.5f;
    td.borderColor[3] = 0.75f;
    cudaTextureObject_t t = 0;
    cudaError_t e = cudaCreateTextureObject(&t, &res, &td, NULL);
    if (e != cudaSuccess) printf("create: %s\n", cudaGetErrorName(e));
    return t;
}

int main() {
    // an RGBA8 image, 4x3
    uchar4 img[12];
    for (int i = 0; i < 12; i++) img[i] = make_uchar4(i * 23, 250 - i * 17, (i * 101) & 255, i & 1 ? 255 : 9);
    cudaChannelFormatDesc rgba = cudaCreateChannelDesc<uchar4>();
    printf("uchar4 desc: %d %d %d %d kind %d\n", rgba.x, rgba.y, rgba.z, rgba.w, (int)rgba.f);
    cudaArray_t a;
    CHECK(cudaMallocArray(&a, &rgba, 4, 3));
    CHECK(cudaMemcpy2DToArray(a, 0, 0, img, 4 * sizeof(uchar4), 4 * sizeof(uchar4), 3, cudaMemcpyHostToDevice));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    float4 *d4, h4[24];
    CHECK(cudaMalloc(&d4, sizeof h4));
    for (int mode = cudaAddressModeClamp; mode <= cudaAddressModeBorder; mode += 2) {
        cudaTextureObject_t t = makeTexture(res, cudaFilterModeLinear, cudaReadModeNormalizedFloat, (cudaTextureAddressMode)mode);
        rgbaLinear<<<1, 24>>>(t, d4);
        CHECK(cudaMemcpy(h4, d4, sizeof h4, cudaMemcpyDeviceToHost));
        printf("rgba8 normalized, linear, %s:\n", mode == cudaAddressModeClamp ? "clamp" : "border");
        for (int i = 0; i < 24; i += 2) printf("  %2d %a %a %a %a\n", i, h4[i].x, h4[i].y, h4[i].z, h4[i].w);
        CHECK(cudaDestroyTextureObject(t));
    }
    {
        cudaTextureObject_t t = makeTexture(res, cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeBorder);
        uchar4 *dc, hc[12];
        CHECK(cudaMalloc(&dc, sizeof hc));
        rgbaRaw<<<1, 12>>>(t, dc);
        CHECK(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
        printf("rgba8 as it is:");
        for (int i = 0; i < 12; i++) printf(" (%d,%d,%d,%d)", hc[i].x, hc[i].y, hc[i].z, hc[i].w);
        printf("\n");
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFree(dc));
    }
    CHECK(cudaFreeArray(a));

    // 16-bit integers and halves, 1D, normalized / element type, linear
    float *df, hf[40];
    CHECK(cudaMalloc(&df, sizeof hf));
    unsigned short us[6] = {0, 65535, 7, 40000, 12345, 3};
    short ss[6] = {-32768, 32767, -1, 0, 12345, -20000};
    __half hh[6];
    float hv[6] = {0.0f, 1.0f, 0.1f, 1000.0f, -3.5f, 2.0f};
    for (int i = 0; i < 6; i++) hh[i] = __float2half(hv[i]);
    const void *data[3] = {us, ss, hh};
    cudaChannelFormatDesc descs[3] = {cudaCreateChannelDesc<unsigned short>(), cudaCreateChannelDesc<short>(), cudaCreateChannelDescHalf()};
    const char *names[3] = {"ushort", "short", "half"};
    for (int k = 0; k < 3; k++) {
        cudaArray_t b;
        CHECK(cudaMallocArray(&b, &descs[k], 6));
        CHECK(cudaMemcpy2DToArray(b, 0, 0, data[k], 12, 12, 1, cudaMemcpyHostToDevice));
        cudaResourceDesc r = {};
        r.resType = cudaResourceTypeArray;
        r.res.array.array = b;
        cudaTextureObject_t t = makeTexture(r, cudaFilterModeLinear, k == 2 ? cudaReadModeElementType : cudaReadModeNormalizedFloat, cudaAddressModeClamp);
        scalarLinear<<<1, 40>>>(t, df, 40);
        CHECK(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
        printf("%s:", names[k]);
        for (int i = 0; i < 40; i++) printf(" %a", hf[i]);
        printf("\n");
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFreeArray(b));
    }

    // 32-bit integers, point, border: outside, the border colour's bits
    int grid[12];
    for (int i = 0; i < 12; i++) grid[i] = i * 1111 - 6000;
    cudaChannelFormatDesc di = cudaCreateChannelDesc<int>();
    CHECK(cudaMallocArray(&a, &di, 4, 3));
    CHECK(cudaMemcpy2DToArray(a, 0, 0, grid, 16, 16, 3, cudaMemcpyHostToDevice));
    res.res.array.array = a;
    {
        cudaTextureObject_t t = makeTexture(res, cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeBorder);
        int *di_out, hi[16];
        CHECK(cudaMalloc(&di_out, sizeof hi));
        intBorder<<<1, 16>>>(t, di_out);
        CHECK(cudaMemcpy(hi, di_out, sizeof hi, cudaMemcpyDeviceToHost));
        printf("int, border:");
        for (int i = 0; i < 16; i++) printf(" %d", hi[i]);
        printf("\n");
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFree(di_out));
    }
    CHECK(cudaFreeArray(a));

    // linear memory through tex1Dfetch, 8 indices before and after
    float lin[32];
    int2 pairs[16];
    unsigned char bytes[32];
    for (int i = 0; i < 32; i++) {
        lin[i] = 0.75f * i - 9.0f;
        bytes[i] = (unsigned char)(i * 8 + 3);
    }
    for (int i = 0; i < 16; i++) pairs[i] = make_int2(i * i, -7 * i);
    float *dl;
    int2 *dp;
    unsigned char *db;
    CHECK(cudaMalloc(&dl, sizeof lin));
    CHECK(cudaMalloc(&dp, sizeof pairs));
    CHECK(cudaMalloc(&db, sizeof bytes));
    CHECK(cudaMemcpy(dl, lin, sizeof lin, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dp, pairs, sizeof pairs, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, bytes, sizeof bytes, cudaMemcpyHostToDevice));
    cudaResourceDesc lr = {};
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.devPtr = dl;
    lr.res.linear.desc = cudaCreateChannelDesc<float>();
    lr.res.linear.sizeInBytes = sizeof lin;
    cudaTextureObject_t t = makeTexture(lr, cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp);
    fetchFloat<<<1, 40>>>(t, df, -4);
    CHECK(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
    printf("fetch float:");
    for (int i = 0; i < 40; i++) printf(" %g", hf[i]);
    printf("\n");
    CHECK(cudaDestroyTextureObject(t));
    lr.res.linear.devPtr = dp;
    lr.res.linear.desc = cudaCreateChannelDesc<int2>();
    lr.res.linear.sizeInBytes = sizeof pairs;
    t = makeTexture(lr, cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp);
    int2 *dpo, hp[20];
    CHECK(cudaMalloc(&dpo, sizeof hp));
    fetchInt2<<<1, 20>>>(t, dpo, -2);
    CHECK(cudaMemcpy(hp, dpo, sizeof hp, cudaMemcpyDeviceToHost));
    printf("fetch int2:");
    for (int i = 0; i < 20; i++) printf(" (%d,%d)", hp[i].x, hp[i].y);
    printf("\n");
    CHECK(cudaDestroyTextureObject(t));
    lr.res.linear.devPtr = db;
    lr.res.linear.desc = cudaCreateChannelDesc<unsigned char>();
    lr.res.linear.sizeInBytes = 30; // the last two bytes are outside
    t = makeTexture(lr, cudaFilterModePoint, cudaReadModeNormalizedFloat, cudaAddressModeClamp);
    fetchUchar<<<1, 36>>>(t, df, -2);
    CHECK(cudaMemcpy(hf, df, 36 * sizeof(float), cudaMemcpyDeviceToHost));
    printf("fetch uchar normalized:");
    for (int i = 0; i < 36; i++) printf(" %a", hf[i]);
    printf("\n");
    CHECK(cudaDestroyTextureObject(t));

    // pitched memory, float2, linear
    float2 *pm;
    size_t pitch;
    CHECK(cudaMallocPitch(&pm, &pitch, 6 * sizeof(float2), 5));
    float2 host2[30];
    for (int i = 0; i < 30; i++) host2[i] = make_float2(i * 0.25f, 100.0f - i * i);
    CHECK(cudaMemcpy2D(pm, pitch, host2, 6 * sizeof(float2), 6 * sizeof(float2), 5, cudaMemcpyHostToDevice));
    cudaResourceDesc pr = {};
    pr.resType = cudaResourceTypePitch2D;
    pr.res.pitch2D.devPtr = pm;
    pr.res.pitch2D.desc = cudaCreateChannelDesc<float2>();
    pr.res.pitch2D.width = 6;
    pr.res.pitch2D.height = 5;
    pr.res.pitch2D.pitchInBytes = pitch;
    t = makeTexture(pr, cudaFilterModeLinear, cudaReadModeElementType, cudaAddressModeClamp);
    float2 *d2, h2[24];
    CHECK(cudaMalloc(&d2, sizeof h2));
    pitched<<<1, 24>>>(t, d2);
    CHECK(cudaMemcpy(h2, d2, sizeof h2, cudaMemcpyDeviceToHost));
    printf("pitched float2:");
    for (int i = 0; i < 24; i++) printf(" (%a,%a)", h2[i].x, h2[i].y);
    printf("\n");
    CHECK(cudaDestroyTextureObject(t));
    return 0;
}
