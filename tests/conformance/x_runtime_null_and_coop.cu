// Runtime errors found by probes on the H200: cudaMalloc with no place
// for the pointer is an invalid argument, and a cooperative launch of more
// blocks than can be resident at once fails with
// cudaErrorCooperativeLaunchTooLarge even when the kernel never calls
// grid.sync().
#include <cstdio>
#include <cuda_runtime.h>

__global__ void mark(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = i;
}

static void report(const char *what, cudaError_t e)
{
    printf("%-44s %s (%s)\n", what, cudaGetErrorName(e), cudaGetErrorString(e));
}

int main()
{
    report("cudaMalloc((void **)nullptr, 256)", cudaMalloc((void **)nullptr, 256));
    report("cudaGetLastError()", cudaGetLastError());
    report("cudaMalloc((void **)nullptr, 0)", cudaMalloc((void **)nullptr, 0));
    report("cudaGetLastError()", cudaGetLastError());

    int *d;
    const int n = 1 << 20;
    cudaMalloc(&d, n * sizeof(int));
    int blocksPerSM = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, mark, 256, 0);
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    printf("resident blocks of 256 threads: %d per SM, %d in all\n", blocksPerSM, blocksPerSM * sms);

    int count = n;
    void *args[] = {&d, &count};
    dim3 fits(blocksPerSM * sms), tooMany(blocksPerSM * sms + 1), block(256);
    report("cooperative launch, every block resident", cudaLaunchCooperativeKernel((void *)mark, fits, block, args, 0, 0));
    report("cudaDeviceSynchronize()", cudaDeviceSynchronize());
    report("cooperative launch, one block too many", cudaLaunchCooperativeKernel((void *)mark, tooMany, block, args, 0, 0));
    report("cudaGetLastError()", cudaGetLastError());
    report("cudaGetLastError() again", cudaGetLastError());
    report("ordinary launch of the same grid", cudaLaunchKernel((void *)mark, tooMany, block, args, 0, 0));
    report("cudaDeviceSynchronize()", cudaDeviceSynchronize());

    int h[3];
    cudaMemcpy(h, d + 1000, sizeof h, cudaMemcpyDeviceToHost);
    printf("marks: %d %d %d\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
