// Tests CUDA runtime error codes without stopping the program: a cudaMemcpy larger than the
// allocation, cudaMalloc of an impossible size, launches with 2048 threads per block, an empty
// grid and a too-deep block, each reported by cudaGetLastError (which then resets to
// cudaSuccess), and cudaGetErrorName/cudaGetErrorString of a list of codes.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void touch(int *p) { p[threadIdx.x] = threadIdx.x; }

static char hostBuffer[1 << 20];

void report(const char *what, cudaError_t e) {
    printf("%-28s -> %d %s: %s\n", what, (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
}

int main() {
    int *d = NULL;
    report("cudaMalloc 64 bytes", cudaMalloc(&d, 64));
    report("cudaMemcpy 1 MiB into 64 B", cudaMemcpy(d, hostBuffer, sizeof hostBuffer, cudaMemcpyHostToDevice));
    report("cudaGetLastError after it", cudaGetLastError());
    report("cudaGetLastError again", cudaGetLastError());
    void *huge = NULL;
    report("cudaMalloc 1 PiB", cudaMalloc(&huge, (size_t)1 << 50));
    report("cudaGetLastError after it", cudaGetLastError());

    touch<<<1, 2048>>>(d);
    report("launch <<<1, 2048>>>", cudaGetLastError());
    touch<<<0, 32>>>(d);
    report("launch <<<0, 32>>>", cudaGetLastError());
    touch<<<1, dim3(1, 1, 128)>>>(d);
    report("launch block (1,1,128)", cudaGetLastError());
    touch<<<1, 16>>>(d);
    report("launch <<<1, 16>>>", cudaGetLastError());
    report("cudaDeviceSynchronize", cudaDeviceSynchronize());
    int h[16];
    report("cudaMemcpy back", cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("h[15] = %d\n", h[15]);
    report("cudaFree", cudaFree(d));
    report("cudaFree(NULL)", cudaFree(NULL));

    cudaError_t codes[] = {cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation,
                           cudaErrorInvalidConfiguration, cudaErrorInvalidResourceHandle,
                           cudaErrorInvalidMemcpyDirection, cudaErrorInvalidDeviceFunction,
                           cudaErrorNoDevice, cudaErrorIllegalAddress, cudaErrorLaunchOutOfResources,
                           cudaErrorLaunchTimeout, cudaErrorAssert, cudaErrorMisalignedAddress,
                           cudaErrorLaunchFailure};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        printf("%3d %-34s %s\n", (int)codes[i], cudaGetErrorName(codes[i]), cudaGetErrorString(codes[i]));
    return 0;
}
