// The texture API's answers to bad arguments, as the H200's runtime gives
// them: channel descriptors, array sizes, 2D copies into and out of arrays,
// texture descriptions, linear and pitched resources, and the queries.
#include <cstdio>
#include <cuda_runtime.h>

#define SHOW(call)                                                                     \
    do {                                                                               \
        cudaError_t e_ = (call);                                                       \
        printf("%-4d %-34s %s\n", __LINE__, cudaGetErrorName(e_), cudaGetErrorName(cudaGetLastError())); \
    } while (0)

int main() {
    printf("sizes: %zu %zu %zu %zu\n", sizeof(cudaChannelFormatDesc), sizeof(cudaResourceDesc), sizeof(cudaTextureDesc),
           sizeof(cudaResourceViewDesc));
    cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
    cudaChannelFormatDesc bad[6] = {
        cudaCreateChannelDesc(24, 0, 0, 0, cudaChannelFormatKindFloat), cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat),
        cudaCreateChannelDesc(8, 16, 0, 0, cudaChannelFormatKindUnsigned), cudaCreateChannelDesc(0, 8, 0, 0, cudaChannelFormatKindUnsigned),
        cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindFloat), cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat)};
    for (int i = 0; i < 6; i++) {
        cudaArray_t x = 0;
        SHOW(cudaMallocArray(&x, &bad[i], 4, 4));
        if (x) SHOW(cudaFreeArray(x));
    }
    cudaArray_t a = 0, z = 0;
    SHOW(cudaMallocArray(&a, &f1, 16, 4));
    SHOW(cudaMallocArray(&z, &f1, 0, 0));
    SHOW(cudaMallocArray(&z, &f1, 1 << 20, 1));
    SHOW(cudaMallocArray(&z, &f1, 16, 70000));
    cudaChannelFormatDesc got;
    cudaExtent ext;
    unsigned flags = 77;
    SHOW(cudaArrayGetInfo(&got, &ext, &flags, a));
    printf("info: %d %d %d %d kind %d, %zu x %zu x %zu, flags %u\n", got.x, got.y, got.z, got.w, (int)got.f, ext.width, ext.height, ext.depth, flags);
    SHOW(cudaGetChannelDesc(&got, a));

    float h[64], back[64];
    for (int i = 0; i < 64; i++) h[i] = i;
    SHOW(cudaMemcpy2DToArray(a, 0, 0, h, 64, 64, 4, cudaMemcpyHostToDevice));
    SHOW(cudaMemcpy2DToArray(a, 0, 0, h, 64, 68, 4, cudaMemcpyHostToDevice));
    SHOW(cudaMemcpy2DToArray(a, 4, 1, h, 64, 60, 3, cudaMemcpyHostToDevice));
    SHOW(cudaMemcpy2DToArray(a, 8, 1, h, 64, 60, 3, cudaMemcpyHostToDevice));
    SHOW(cudaMemcpy2DToArray(a, 0, 0, h, 32, 64, 4, cudaMemcpyHostToDevice));
    SHOW(cudaMemcpy2DToArray(a, 0, 3, h, 64, 64, 2, cudaMemcpyHostToDevice));
    SHOW(cudaMemcpy2DFromArray(back, 64, a, 0, 0, 64, 4, cudaMemcpyDeviceToHost));
    for (int r = 0; r < 4; r++) {
        for (int c = 0; c < 16; c++) printf(" %g", back[r * 16 + c]);
        printf("\n");
    }
    SHOW(cudaMemcpy2DFromArray(back, 16, a, 8, 2, 16, 2, cudaMemcpyDeviceToHost));
    printf("window: %g %g %g %g / %g %g %g %g\n", back[0], back[1], back[2], back[3], back[4], back[5], back[6], back[7]);

    cudaResourceDesc rd = {};
    cudaTextureDesc td = {};
    cudaTextureObject_t t = 12345;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL)); // an array resource with no array
    printf("untouched: %llu\n", t);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    SHOW(cudaCreateTextureObject(NULL, &rd, &td, NULL));
    SHOW(cudaCreateTextureObject(&t, NULL, &td, NULL));
    td.filterMode = (cudaTextureFilterMode)5;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL));
    td.filterMode = cudaFilterModePoint;
    td.addressMode[1] = (cudaTextureAddressMode)9;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL));
    td.addressMode[1] = cudaAddressModeWrap;
    td.readMode = cudaReadModeNormalizedFloat;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL)); // floats cannot be normalized
    td.readMode = cudaReadModeElementType;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL));
    cudaTextureObject_t t2 = 0;
    SHOW(cudaCreateTextureObject(&t2, &rd, &td, NULL));
    printf("two objects differ: %d, neither is 0: %d\n", t != t2, t != 0 && t2 != 0);
    cudaResourceDesc rback;
    cudaTextureDesc tback;
    SHOW(cudaGetTextureObjectResourceDesc(&rback, t));
    printf("resource: type %d, same array %d\n", (int)rback.resType, rback.res.array.array == a);
    SHOW(cudaGetTextureObjectTextureDesc(&tback, t));
    printf("texture: %d %d %d %d %d\n", (int)tback.addressMode[0], (int)tback.filterMode, (int)tback.readMode, tback.normalizedCoords, tback.sRGB);
    SHOW(cudaDestroyTextureObject(t));
    SHOW(cudaDestroyTextureObject(t2));
    SHOW(cudaDestroyTextureObject(0));

    // integer texels: linear filtering needs normalized reads; 32-bit ones cannot be normalized
    cudaChannelFormatDesc u8 = cudaCreateChannelDesc<unsigned char>(), i32 = cudaCreateChannelDesc<int>();
    cudaArray_t b, c;
    SHOW(cudaMallocArray(&b, &u8, 8, 8));
    SHOW(cudaMallocArray(&c, &i32, 8, 8));
    rd.res.array.array = b;
    td.filterMode = cudaFilterModeLinear;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL));
    td.readMode = cudaReadModeNormalizedFloat;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL));
    SHOW(cudaDestroyTextureObject(t));
    rd.res.array.array = c;
    SHOW(cudaCreateTextureObject(&t, &rd, &td, NULL));

    // linear and pitched memory
    char *mem;
    SHOW(cudaMalloc(&mem, 1 << 20));
    cudaTextureDesc plain = {};
    cudaResourceDesc lr = {};
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.devPtr = mem + 4;
    lr.res.linear.desc = f1;
    lr.res.linear.sizeInBytes = 256;
    SHOW(cudaCreateTextureObject(&t, &lr, &plain, NULL));
    lr.res.linear.devPtr = mem;
    lr.res.linear.sizeInBytes = 0;
    SHOW(cudaCreateTextureObject(&t, &lr, &plain, NULL));
    SHOW(cudaDestroyTextureObject(t));
    lr.res.linear.sizeInBytes = (size_t)1 << 40;
    SHOW(cudaCreateTextureObject(&t, &lr, &plain, NULL));
    lr.res.linear.sizeInBytes = 4096;
    lr.res.linear.desc = bad[0];
    SHOW(cudaCreateTextureObject(&t, &lr, &plain, NULL));
    cudaResourceDesc pr = {};
    pr.resType = cudaResourceTypePitch2D;
    pr.res.pitch2D.devPtr = mem;
    pr.res.pitch2D.desc = f1;
    pr.res.pitch2D.width = 8;
    pr.res.pitch2D.height = 4;
    size_t pitches[6] = {32, 48, 64, 100, 512, 16};
    for (int i = 0; i < 6; i++) {
        pr.res.pitch2D.pitchInBytes = pitches[i];
        t = 0;
        SHOW(cudaCreateTextureObject(&t, &pr, &plain, NULL));
        if (t) SHOW(cudaDestroyTextureObject(t));
    }
    pr.res.pitch2D.pitchInBytes = 1 << 19;
    size_t dims[5][2] = {{0, 4}, {131072, 4}, {8, 65000}, {8, 65001}, {131073, 1}};
    for (int i = 0; i < 5; i++) {
        pr.res.pitch2D.width = dims[i][0];
        pr.res.pitch2D.height = dims[i][1];
        t = 0;
        SHOW(cudaCreateTextureObject(&t, &pr, &plain, NULL));
        if (t) SHOW(cudaDestroyTextureObject(t));
    }
    SHOW(cudaFreeArray(a));
    SHOW(cudaFreeArray(b));
    SHOW(cudaFreeArray(c));
    SHOW(cudaFreeArray(NULL));
    SHOW(cudaFree(mem));
    return 0;
}
