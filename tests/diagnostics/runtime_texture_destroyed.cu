// A kernel launched with a texture object that the host destroyed first: on
// a GPU the fetch reads whatever the descriptor slot holds now; the lab
// stops it and names the line (not run on the GPU).
// sanitizer-tool: none
#include <cstdio>

__global__ void scale(cudaTextureObject_t lut, float *out) {
    out[threadIdx.x] = 2.0f * tex1D<float>(lut, threadIdx.x + 0.5f); // ERROR "tex1D<float> in thread \(0,0,0\) of block \(0,0,0\) reads texture object 0x[0-9a-f]+, which cudaDestroyTextureObject destroyed"
}

int main() {
    float table[8] = {0, 1, 4, 9, 16, 25, 36, 49};
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, 8);
    cudaMemcpy2DToArray(a, 0, 0, table, sizeof table, sizeof table, 1, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    cudaTextureObject_t lut;
    cudaCreateTextureObject(&lut, &res, &td, NULL);
    cudaDestroyTextureObject(lut); // too early
    float *out;
    cudaMalloc(&out, 8 * sizeof(float));
    scale<<<1, 8>>>(lut, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
