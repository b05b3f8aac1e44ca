// A program in the style of the CUDA samples: helper_cuda.h's device
// selection and error checks, helper_functions.h's command-line helpers
// and stopwatch, and exit(EXIT_SUCCESS). (Recorded with the lab's built-in
// helper headers, tests/gpu/record.sh: the toolkit does not ship them.)
#include <cstdio>
#include <cuda_runtime.h>
#include <helper_cuda.h>
#include <helper_functions.h>

__global__ void scale(float *v, float k, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= k;
}

int main(int argc, char **argv) {
    printf("[scale] - Starting...\n");
    int dev = findCudaDevice(argc, (const char **)argv);
    cudaDeviceProp prop;
    checkCudaErrors(cudaGetDeviceProperties(&prop, dev));
    bool capable = checkCudaCapabilities(7, 0);
    printf("%d cores per SM, %s\n", _ConvertSMVer2Cores(prop.major, prop.minor), capable ? "capable" : "too old");
    int n = 1 << 12;
    if (checkCmdLineFlag(argc, (const char **)argv, "n")) n = getCmdLineArgumentInt(argc, (const char **)argv, "n");
    float *h = (float *)malloc(n * sizeof(float)), *d;
    for (int i = 0; i < n; i++) h[i] = i * 0.5f;
    StopWatchInterface *timer = NULL;
    sdkCreateTimer(&timer);
    sdkStartTimer(&timer);
    checkCudaErrors(cudaMalloc((void **)&d, n * sizeof(float)));
    checkCudaErrors(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice));
    scale<<<(n + 255) / 256, 256>>>(d, 3.0f, n);
    getLastCudaError("scale kernel failed");
    checkCudaErrors(cudaDeviceSynchronize());
    checkCudaErrors(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost));
    sdkStopTimer(&timer);
    printf("timer %s\n", sdkGetTimerValue(&timer) > 0.0f ? "ran" : "did not run");
    sdkDeleteTimer(&timer);
    double sum = 0;
    for (int i = 0; i < n; i++) sum += h[i];
    printf("sum = %.1f\n", sum);
    scale<<<1, 2048>>>(d, 1.0f, n);  // too many threads per block
    printLastCudaError("expected failure");
    checkCudaErrors(cudaFree(d));
    free(h);
    printf("Test passed\n");
    exit(EXIT_SUCCESS);
}
