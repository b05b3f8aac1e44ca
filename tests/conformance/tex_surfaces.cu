// Surface objects over CUDA arrays: surf2Dwrite fills a float2 array that a
// texture then reads; reads at the edges in each boundary mode (Zero gives
// 0, Clamp the edge, counted in bytes, so a float read of a float2 surface
// sees one component); writes that clamp or vanish; a 1D byte surface read
// and written in place; and a read outside in Trap mode, which ends the
// context with an illegal address.
#include <cstdio>
#include <cuda_runtime.h>

#define SHOW(call)                                                                  \
    do {                                                                            \
        cudaError_t e_ = (call);                                                    \
        printf("%-4d %s\n", __LINE__, cudaGetErrorName(e_));                         \
    } while (0)

__global__ void fill(cudaSurfaceObject_t s, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) surf2Dwrite(make_float2(x + 0.25f, y * 10.0f), s, x * (int)sizeof(float2), y);
}

__global__ void edges(cudaSurfaceObject_t s, float2 *out, int clamp) {
    int x = (int)threadIdx.x - 2, y = (int)blockIdx.x - 1;
    float2 v = clamp ? surf2Dread<float2>(s, x * 8, y, cudaBoundaryModeClamp) : surf2Dread<float2>(s, x * 8, y, cudaBoundaryModeZero);
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void halves(cudaSurfaceObject_t s, float *out) {
    int x = threadIdx.x;
    surf2Dread(&out[x], s, x * 4 - 8, 1, cudaBoundaryModeClamp);
}

__global__ void strayWrites(cudaSurfaceObject_t s) {
    surf2Dwrite(make_float2(99, 98), s, 100 * 8, 1, cudaBoundaryModeClamp);
    surf2Dwrite<float2>(make_float2(77, 76), s, -8, 2, cudaBoundaryModeZero);
}

__global__ void doubleBytes(cudaSurfaceObject_t s) {
    int x = threadIdx.x;
    unsigned char v = surf1Dread<unsigned char>(s, x);
    surf1Dwrite((unsigned char)(v * 2 + x), s, x);
}

__global__ void viaTexture(cudaTextureObject_t t, float2 *out) {
    out[threadIdx.x] = tex2D<float2>(t, threadIdx.x + 0.5f, 1.5f);
}

__global__ void outside(cudaSurfaceObject_t s, float *sink) {
    float2 v = surf2Dread<float2>(s, 1000, 0);
    sink[0] = v.x;
}

int main() {
    const int W = 6, H = 4;
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float2>();
    cudaArray_t a;
    SHOW(cudaMallocArray(&a, &d, W, H, cudaArraySurfaceLoadStore));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaSurfaceObject_t s = 0;
    SHOW(cudaCreateSurfaceObject(&s, &res));
    fill<<<H, W>>>(s, W, H);
    SHOW(cudaDeviceSynchronize());
    float2 *d_out, h[64];
    SHOW(cudaMalloc(&d_out, sizeof h));
    for (int clamp = 0; clamp < 2; clamp++) {
        edges<<<H + 2, W + 4>>>(s, d_out, clamp);
        SHOW(cudaMemcpy(h, d_out, (H + 2) * (W + 4) * sizeof(float2), cudaMemcpyDeviceToHost));
        printf("%s:\n", clamp ? "clamp" : "zero");
        for (int y = 0; y < H + 2; y++) {
            for (int x = 0; x < W + 4; x++) printf(" (%g,%g)", h[y * (W + 4) + x].x, h[y * (W + 4) + x].y);
            printf("\n");
        }
    }
    halves<<<1, 16>>>(s, (float *)d_out);
    SHOW(cudaMemcpy(h, d_out, 16 * sizeof(float), cudaMemcpyDeviceToHost));
    printf("floats of row 1:");
    for (int i = 0; i < 16; i++) printf(" %g", ((float *)h)[i]);
    printf("\n");
    strayWrites<<<1, 1>>>(s);
    SHOW(cudaDeviceSynchronize());
    float2 back[W * H];
    SHOW(cudaMemcpy2DFromArray(back, W * sizeof(float2), a, 0, 0, W * sizeof(float2), H, cudaMemcpyDeviceToHost));
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) printf(" (%g,%g)", back[y * W + x].x, back[y * W + x].y);
        printf("\n");
    }
    cudaTextureDesc td = {};
    cudaTextureObject_t t;
    SHOW(cudaCreateTextureObject(&t, &res, &td, NULL));
    viaTexture<<<1, W>>>(t, d_out);
    SHOW(cudaMemcpy(h, d_out, W * sizeof(float2), cudaMemcpyDeviceToHost));
    printf("through a texture:");
    for (int i = 0; i < W; i++) printf(" (%g,%g)", h[i].x, h[i].y);
    printf("\n");

    cudaChannelFormatDesc bd = cudaCreateChannelDesc<unsigned char>();
    cudaArray_t b;
    SHOW(cudaMallocArray(&b, &bd, 32, 0, cudaArraySurfaceLoadStore));
    unsigned char bytes[32];
    for (int i = 0; i < 32; i++) bytes[i] = (unsigned char)(i * 3);
    SHOW(cudaMemcpy2DToArray(b, 0, 0, bytes, 32, 32, 1, cudaMemcpyHostToDevice));
    res.res.array.array = b;
    cudaSurfaceObject_t s1;
    SHOW(cudaCreateSurfaceObject(&s1, &res));
    doubleBytes<<<1, 32>>>(s1);
    SHOW(cudaMemcpy2DFromArray(bytes, 32, b, 0, 0, 32, 1, cudaMemcpyDeviceToHost));
    printf("bytes:");
    for (int i = 0; i < 32; i++) printf(" %d", bytes[i]);
    printf("\n");
    SHOW(cudaDestroySurfaceObject(s1));
    SHOW(cudaDestroySurfaceObject(0));
    outside<<<1, 1>>>(s, (float *)d_out);
    SHOW(cudaDeviceSynchronize());
    SHOW(cudaGetLastError());
    SHOW(cudaDestroySurfaceObject(s));
    return 0;
}
