// tex1Dfetch on a texture over a CUDA array: tex1Dfetch reads linear memory
// by integer index; an array is read with tex1D or tex2D (not run on the
// GPU, where the fetch returns zeros).
// sanitizer-tool: none
#include <cstdio>

__global__ void copyOut(cudaTextureObject_t t, int *out) {
    out[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x); // ERROR "tex1Dfetch<int> in thread .* which is a CUDA array or pitched memory: tex1Dfetch reads linear memory only, read this one with tex1D or tex2D"
}

int main() {
    int values[16];
    for (int i = 0; i < 16; i++) values[i] = i * i;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<int>();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, 16);
    cudaMemcpy2DToArray(a, 0, 0, values, sizeof values, sizeof values, 1, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    cudaTextureObject_t t;
    cudaCreateTextureObject(&t, &res, &td, NULL);
    int *out;
    cudaMalloc(&out, sizeof values);
    copyOut<<<1, 16>>>(t, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
