// Tests runtime queries: cudaGetDeviceCount, cudaGetDevice, cudaSetDevice (valid and invalid),
// cudaRuntimeGetVersion and cudaDriverGetVersion, cudaMemGetInfo against totalGlobalMem,
// cudaDeviceGetAttribute, cudaPointerGetAttributes on device, managed, pinned and malloc'd
// memory, cudaFuncGetAttributes of a kernel with static shared memory, and cudaDeviceReset.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void staged(float *out) {
    __shared__ float tile[256];
    tile[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = tile[255 - threadIdx.x];
}

int main() {
    int count = -1, dev = -1;
    printf("cudaGetDeviceCount: %s count=%d\n", cudaGetErrorName(cudaGetDeviceCount(&count)), count);
    printf("cudaGetDevice: %s dev=%d\n", cudaGetErrorName(cudaGetDevice(&dev)), dev);
    printf("cudaSetDevice(0): %s\n", cudaGetErrorName(cudaSetDevice(0)));
    printf("cudaSetDevice(7): %s\n", cudaGetErrorName(cudaSetDevice(7)));
    printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));

    int runtime = 0, driver = 0;
    cudaRuntimeGetVersion(&runtime);
    cudaDriverGetVersion(&driver);
    printf("runtime %d.%d, driver supports >= runtime: %d\n", runtime / 1000, (runtime % 1000) / 10, driver >= runtime);

    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    size_t freeB = 0, totalB = 0;
    printf("cudaMemGetInfo: %s\n", cudaGetErrorName(cudaMemGetInfo(&freeB, &totalB)));
    printf("total == totalGlobalMem: %d, 0 < free <= total: %d\n", totalB == prop.totalGlobalMem, freeB > 0 && freeB <= totalB);

    int attrs[] = {cudaDevAttrMaxThreadsPerBlock, cudaDevAttrWarpSize, cudaDevAttrMultiProcessorCount,
                   cudaDevAttrComputeCapabilityMajor, cudaDevAttrComputeCapabilityMinor,
                   cudaDevAttrMaxSharedMemoryPerBlock, cudaDevAttrMaxThreadsPerMultiProcessor};
    for (int i = 0; i < 7; i++) {
        int v = -1;
        cudaDeviceGetAttribute(&v, (cudaDeviceAttr)attrs[i], 0);
        printf("attribute %d = %d\n", attrs[i], v);
    }

    float *dev_p, *managed, *pinned;
    cudaMalloc(&dev_p, 256 * sizeof(float));
    cudaMallocManaged(&managed, 64);
    cudaMallocHost(&pinned, 64);
    float *plain = (float *)malloc(64);
    const void *ptrs[] = {dev_p, managed, pinned, plain};
    const char *names[] = {"cudaMalloc", "cudaMallocManaged", "cudaMallocHost", "malloc"};
    for (int i = 0; i < 4; i++) {
        cudaPointerAttributes a;
        cudaError_t e = cudaPointerGetAttributes(&a, ptrs[i]);
        printf("%-17s -> %s type=%d", names[i], cudaGetErrorName(e), (int)a.type);
        if (i < 3) printf(" devicePointer == pointer: %d", a.devicePointer == ptrs[i]);
        printf("\n");
    }

    cudaFuncAttributes fa;
    printf("cudaFuncGetAttributes: %s\n", cudaGetErrorName(cudaFuncGetAttributes(&fa, staged)));
    printf("sharedSizeBytes=%zu maxThreadsPerBlock=%d binaryVersion=%d\n", fa.sharedSizeBytes, fa.maxThreadsPerBlock,
           fa.binaryVersion);

    staged<<<1, 256>>>(dev_p);
    float h[256];
    cudaMemcpy(h, dev_p, sizeof h, cudaMemcpyDeviceToHost);
    printf("h[0]=%.0f h[255]=%.0f\n", h[0], h[255]);
    printf("cudaDeviceReset: %s\n", cudaGetErrorName(cudaDeviceReset()));
    float *again = NULL;
    printf("cudaMalloc after reset: %s\n", cudaGetErrorName(cudaMalloc(&again, 16)));
    cudaFree(again);
    free(plain);
    return 0;
}
