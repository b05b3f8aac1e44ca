// Dynamic shared memory carved into several types (double, int, char) by hand from one
// extern __shared__ array, and a kernel that needs more than 48 KiB of dynamic shared memory
// after cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void carve(int n, double *outD, int *outI) {
    extern __shared__ double smemD[];
    double *ds = smemD;
    int *is = (int *)&ds[n];
    char *cs = (char *)&is[n];
    int t = threadIdx.x;
    ds[t] = t * 0.5;
    is[t] = t * t;
    cs[t] = (char)('a' + t % 26);
    __syncthreads();
    int r = n - 1 - t;
    outD[t] = ds[r] + (double)cs[r];
    outI[t] = is[r] + cs[t];
}

__global__ void big(int *out, int words) {
    extern __shared__ int buf[];
    for (int i = threadIdx.x; i < words; i += blockDim.x) buf[i] = i;
    __syncthreads();
    int s = 0;
    for (int i = threadIdx.x; i < words; i += blockDim.x) s += buf[words - 1 - i];
    atomicAdd(out, s);
}

int main() {
    const int n = 96;
    double *dD, hD[n];
    int *dI, hI[n];
    cudaMalloc(&dD, sizeof hD);
    cudaMalloc(&dI, sizeof hI);
    size_t bytes = n * (sizeof(double) + sizeof(int) + sizeof(char));
    carve<<<1, n, bytes>>>(n, dD, dI);
    cudaMemcpy(hD, dD, sizeof hD, cudaMemcpyDeviceToHost);
    cudaMemcpy(hI, dI, sizeof hI, cudaMemcpyDeviceToHost);
    printf("carve: %.1f %.1f %d %d\n", hD[0], hD[n - 1], hI[0], hI[n - 1]);

    int *dOut, hOut = 0;
    cudaMalloc(&dOut, sizeof(int));
    const int words = 24 * 1024;  // 96 KiB
    cudaMemset(dOut, 0, sizeof(int));
    big<<<1, 256, words * sizeof(int)>>>(dOut, words);
    printf("before attribute: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaError_t e = cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, words * sizeof(int));
    printf("set attribute: %s\n", cudaGetErrorName(e));
    big<<<2, 256, words * sizeof(int)>>>(dOut, words);
    printf("after attribute: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaMemcpy(&hOut, dOut, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum %d\n", hOut);
    e = cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, 300 * 1024);
    printf("too large attribute: %s\n", cudaGetErrorName(e));
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, big);
    printf("maxDynamicSharedSizeBytes %d\n", attr.maxDynamicSharedSizeBytes);
    cudaFree(dD); cudaFree(dI); cudaFree(dOut);
    return 0;
}
