// Sobel edge detection in the style of the NVIDIA SobelFilter sample:
// an 8-bit greyscale image in a CUDA array read with tex2D<unsigned char>
// (point sampling, clamp), a scale factor, and a 2D grid. A second pass
// reads the same image as normalized floats (tex2D<float>) and computes a
// float gradient magnitude. A shared-memory histogram summarises edges.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
static void check(cudaError_t result, const char *func, const char *file, int line) {
    if (result) {
        fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\"\n", file, line,
                (unsigned)result, cudaGetErrorName(result), func);
        exit(EXIT_FAILURE);
    }
}

typedef unsigned char Pixel;

__device__ unsigned char ComputeSobel(unsigned char ul, unsigned char um, unsigned char ur,
                                      unsigned char ml, unsigned char mm, unsigned char mr,
                                      unsigned char ll, unsigned char lm, unsigned char lr,
                                      float fScale) {
    short Horz = ur + 2 * mr + lr - ul - 2 * ml - ll;
    short Vert = ul + 2 * um + ur - ll - 2 * lm - lr;
    short Sum = (short)(fScale * (abs((int)Horz) + abs((int)Vert)));
    if (Sum < 0) return 0;
    else if (Sum > 0xff) return 0xff;
    return (unsigned char)Sum;
}

__global__ void SobelTex(Pixel *pSobelOriginal, unsigned int Pitch, int w, int h,
                         float fScale, cudaTextureObject_t tex) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= w || j >= h) return;
    Pixel *pSobel = (Pixel *)(((char *)pSobelOriginal) + j * Pitch);
    float fi = (float)i, fj = (float)j;
    unsigned char pix00 = tex2D<unsigned char>(tex, fi - 1, fj - 1);
    unsigned char pix01 = tex2D<unsigned char>(tex, fi + 0, fj - 1);
    unsigned char pix02 = tex2D<unsigned char>(tex, fi + 1, fj - 1);
    unsigned char pix10 = tex2D<unsigned char>(tex, fi - 1, fj + 0);
    unsigned char pix11 = tex2D<unsigned char>(tex, fi + 0, fj + 0);
    unsigned char pix12 = tex2D<unsigned char>(tex, fi + 1, fj + 0);
    unsigned char pix20 = tex2D<unsigned char>(tex, fi - 1, fj + 1);
    unsigned char pix21 = tex2D<unsigned char>(tex, fi + 0, fj + 1);
    unsigned char pix22 = tex2D<unsigned char>(tex, fi + 1, fj + 1);
    pSobel[i] = ComputeSobel(pix00, pix01, pix02, pix10, pix11, pix12, pix20, pix21, pix22, fScale);
}

// float version: normalized read, sample at texel centres
__global__ void SobelFloat(float *out, int w, int h, cudaTextureObject_t texN) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float cx = x + 0.5f, cy = y + 0.5f;
    const float kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    float gx = 0.f, gy = 0.f;
#pragma unroll
    for (int dy = -1; dy <= 1; dy++)
#pragma unroll
        for (int dx = -1; dx <= 1; dx++) {
            float v = tex2D<float>(texN, cx + dx, cy + dy);
            gx += kx[dy + 1][dx + 1] * v;
            gy += kx[dx + 1][dy + 1] * v;
        }
    out[y * w + x] = sqrtf(gx * gx + gy * gy);
}

__global__ void histogram256(const Pixel *img, unsigned int pitch, int w, int h,
                             unsigned int *hist) {
    __shared__ unsigned int sh[256];
    for (int k = threadIdx.x; k < 256; k += blockDim.x) sh[k] = 0;
    __syncthreads();
    int n = w * h;
    for (int idx = blockIdx.x * blockDim.x + threadIdx.x; idx < n; idx += gridDim.x * blockDim.x) {
        int y = idx / w, x = idx % w;
        atomicAdd(&sh[img[y * pitch + x]], 1u);
    }
    __syncthreads();
    for (int k = threadIdx.x; k < 256; k += blockDim.x)
        if (sh[k]) atomicAdd(&hist[k], sh[k]);
}

int main() {
    const int w = 150, h = 100;
    Pixel *img = (Pixel *)malloc(w * h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int dx = x - 70, dy = y - 45;
            int v = (dx * dx + dy * dy < 900) ? 200 : 40;   // a disc
            if (x > 110 && y > 20 && y < 80) v = 120 + (x - 110) * 3;  // a ramp
            v += ((x * 7 + y * 13) % 11) - 5;               // mild noise
            img[y * w + x] = (Pixel)(v < 0 ? 0 : v > 255 ? 255 : v);
        }

    cudaChannelFormatDesc desc = cudaCreateChannelDesc<unsigned char>();
    cudaArray *array = NULL;
    checkCudaErrors(cudaMallocArray(&array, &desc, w, h));
    checkCudaErrors(cudaMemcpy2DToArray(array, 0, 0, img, w, w, h, cudaMemcpyHostToDevice));

    cudaResourceDesc texRes;
    memset(&texRes, 0, sizeof(cudaResourceDesc));
    texRes.resType = cudaResourceTypeArray;
    texRes.res.array.array = array;

    cudaTextureDesc texDescr;
    memset(&texDescr, 0, sizeof(cudaTextureDesc));
    texDescr.normalizedCoords = false;
    texDescr.filterMode = cudaFilterModePoint;
    texDescr.addressMode[0] = cudaAddressModeClamp;
    texDescr.addressMode[1] = cudaAddressModeClamp;
    texDescr.readMode = cudaReadModeElementType;
    cudaTextureObject_t texObject;
    checkCudaErrors(cudaCreateTextureObject(&texObject, &texRes, &texDescr, NULL));

    texDescr.readMode = cudaReadModeNormalizedFloat;
    cudaTextureObject_t texNorm;
    checkCudaErrors(cudaCreateTextureObject(&texNorm, &texRes, &texDescr, NULL));

    Pixel *dOut;
    size_t pitch;
    checkCudaErrors(cudaMallocPitch((void **)&dOut, &pitch, w, h));
    printf("output pitch %zu for width %d\n", pitch, w);
    dim3 block(16, 16);
    dim3 grid((w + 15) / 16, (h + 15) / 16);
    unsigned int *dHist;
    checkCudaErrors(cudaMalloc(&dHist, 256 * sizeof(unsigned int)));
    Pixel *res = (Pixel *)malloc(w * h);
    unsigned int hist[256];

    const float scales[] = {1.0f, 0.5f, 2.25f};
    for (int s = 0; s < 3; s++) {
        SobelTex<<<grid, block>>>(dOut, (unsigned)pitch, w, h, scales[s], texObject);
        checkCudaErrors(cudaGetLastError());
        checkCudaErrors(cudaMemset(dHist, 0, 256 * sizeof(unsigned int)));
        histogram256<<<6, 192>>>(dOut, (unsigned)pitch, w, h, dHist);
        checkCudaErrors(cudaMemcpy2D(res, w, dOut, pitch, w, h, cudaMemcpyDeviceToHost));
        checkCudaErrors(cudaMemcpy(hist, dHist, sizeof hist, cudaMemcpyDeviceToHost));
        unsigned int hash = 0;
        for (int i = 0; i < w * h; i++) hash = (hash << 5 | hash >> 27) ^ res[i];
        unsigned int edges = 0;
        for (int k = 64; k < 256; k++) edges += hist[k];
        printf("scale %.2f: hash %08x zeros %u saturated %u edges(>=64) %u\n", scales[s],
               hash, hist[0], hist[255], edges);
        printf("  row 45:");
        for (int x = 36; x < 46; x++) printf(" %3d", res[45 * w + x]);
        printf("\n");
    }

    float *dF;
    checkCudaErrors(cudaMalloc(&dF, w * h * sizeof(float)));
    SobelFloat<<<grid, block>>>(dF, w, h, texNorm);
    checkCudaErrors(cudaGetLastError());
    float *fres = (float *)malloc(w * h * sizeof(float));
    checkCudaErrors(cudaMemcpy(fres, dF, w * h * sizeof(float), cudaMemcpyDeviceToHost));
    double fs = 0;
    float fmx = 0;
    int argmax = 0;
    for (int i = 0; i < w * h; i++) {
        fs += fres[i];
        if (fres[i] > fmx) { fmx = fres[i]; argmax = i; }
    }
    printf("float sobel: sum %.12g max %.9g at (%d,%d)\n", fs, fmx, argmax % w, argmax / w);
    for (int x = 38; x < 44; x++) printf("  g(%d,45) = %a\n", x, fres[45 * w + x]);

    checkCudaErrors(cudaDestroyTextureObject(texObject));
    checkCudaErrors(cudaDestroyTextureObject(texNorm));
    checkCudaErrors(cudaFreeArray(array));
    cudaFree(dOut); cudaFree(dHist); cudaFree(dF);
    free(img); free(res); free(fres);
    return 0;
}
