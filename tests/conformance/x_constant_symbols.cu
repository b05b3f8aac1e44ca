// __constant__ arrays of structs and __device__ globals through cudaMemcpyToSymbol and
// cudaMemcpyFromSymbol (with an offset), cudaGetSymbolAddress and cudaGetSymbolSize, and
// cudaMemset with a non-zero byte.
#include <cstdio>
#include <cuda_runtime.h>

struct Coeff {
    float w;
    int shift;
    char tag;
};

__constant__ Coeff cTable[4];
__constant__ float cScale = 2.0f;
__device__ int dCounter;
__device__ unsigned char dBytes[16];
__device__ float dResults[8];

__global__ void useTable(const int *in, int n) {
    int i = threadIdx.x;
    if (i < n) {
        Coeff c = cTable[i % 4];
        dResults[i] = (float)(in[i] << c.shift) * c.w * cScale + (c.tag - 'a');
        atomicAdd(&dCounter, (int)dBytes[i]);
    }
}

int main() {
    Coeff h[4] = {{0.5f, 1, 'a'}, {1.5f, 2, 'b'}, {-2.0f, 0, 'c'}, {0.25f, 3, 'z'}};
    cudaMemcpyToSymbol(cTable, h, sizeof h);
    float scale = 0.5f;
    cudaMemcpyToSymbol(cScale, &scale, sizeof scale);
    Coeff patch = {10.0f, 0, 'b'};
    cudaMemcpyToSymbol(cTable, &patch, sizeof patch, 2 * sizeof(Coeff));
    int zero = 100;
    cudaMemcpyToSymbol(dCounter, &zero, sizeof zero, 0, cudaMemcpyHostToDevice);
    unsigned char *bytes;
    cudaGetSymbolAddress((void **)&bytes, dBytes);
    cudaMemset(bytes, 0x03, 16);
    cudaMemset(bytes + 4, 0xff, 2);
    size_t sz = 0;
    cudaGetSymbolSize(&sz, cTable);
    printf("cTable size %zu, Coeff %zu\n", sz, sizeof(Coeff));

    int in[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int *din;
    cudaMalloc(&din, sizeof in);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    useTable<<<1, 8>>>(din, 8);
    float res[8];
    int counter;
    cudaMemcpyFromSymbol(res, dResults, sizeof res);
    cudaMemcpyFromSymbol(&counter, dCounter, sizeof counter);
    for (int i = 0; i < 8; i++) printf("%.3f ", res[i]);
    printf("\ncounter %d\n", counter);
    float tail[3];
    cudaMemcpyFromSymbol(tail, dResults, sizeof tail, 5 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("tail %.3f %.3f %.3f\n", tail[0], tail[1], tail[2]);
    Coeff back[4];
    cudaMemcpyFromSymbol(back, cTable, sizeof back);
    for (int i = 0; i < 4; i++) printf("{%.2f,%d,%c} ", back[i].w, back[i].shift, back[i].tag);
    printf("\n");
    int *pi;
    cudaMalloc(&pi, 8 * sizeof(int));
    cudaMemset(pi, 0x01, 8 * sizeof(int));
    int hp[8];
    cudaMemcpy(hp, pi, sizeof hp, cudaMemcpyDeviceToHost);
    printf("memset 0x01 -> %d 0x%08x\n", hp[0], hp[7]);
    cudaMemset(pi, -1, sizeof(int));
    cudaMemcpy(hp, pi, sizeof hp, cudaMemcpyDeviceToHost);
    printf("memset -1 -> %d %d\n", hp[0], hp[1]);
    cudaFree(din);
    cudaFree(pi);
    return 0;
}
