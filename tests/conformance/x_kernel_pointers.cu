// Kernels through pointers: launches through a variable, an array, a
// parameter and a template argument, and the runtime calls that take a
// kernel given a function pointer or a void *, where a pointer to anything
// but a kernel fails with cudaErrorInvalidDeviceFunction. (A launch through
// a null pointer crashes the program on the H200: nvcc calls the kernel's
// host stub through the pointer; tests/diagnostics has it.)
#include <cstdio>

__global__ void twice(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= 2;
}

__global__ void plusOne(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1;
}

__global__ void staged(float *p, int n) {
    __shared__ float tile[8192];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? p[i] : 0;
    __syncthreads();
    if (i < n) p[i] = tile[threadIdx.x] - 1;
}

void onHost(float *p, int n) {}

typedef void (*Kernel)(float *, int);

void runNamed(Kernel k, const char *name, float *d, int n) {
    k<<<(n + 63) / 64, 64>>>(d, n);
    cudaError_t e = cudaGetLastError();
    printf("%-8s launch: %s\n", name, cudaGetErrorString(e));
}

template <typename K> void runTemplate(K k, float *d, int n) { k<<<(n + 31) / 32, 32>>>(d, n); }

int main() {
    const int n = 100;
    float *d;
    cudaMallocManaged(&d, n * sizeof(float));
    for (int i = 0; i < n; i++) d[i] = i;

    void (*fp)(float *, int) = twice;
    fp<<<(n + 31) / 32, 32>>>(d, n);
    (*fp)<<<(n + 31) / 32, 32>>>(d, n);
    Kernel steps[3] = {plusOne, twice, staged};
    for (int s = 0; s < 3; s++) steps[s]<<<(n + 127) / 128, 128>>>(d, n);
    runNamed(plusOne, "plusOne", d, n);
    runNamed(&twice, "&twice", d, n);
    runTemplate(plusOne, d, n);
    cudaDeviceSynchronize();
    printf("d[0] = %g, d[1] = %g, d[99] = %g\n", d[0], d[1], d[99]);


    int blocks = -1;
    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fp, 256, 0);
    printf("occupancy through fp: %d (%s)\n", blocks, cudaGetErrorString(e));
    const void *vp = (const void *)staged;
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, vp, 256, 0);
    printf("occupancy through void *: %d (%s)\n", blocks, cudaGetErrorString(e));
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (void *)plusOne, 1024, 0);
    printf("occupancy of (void *)plusOne: %d (%s)\n", blocks, cudaGetErrorString(e));
    int minGrid = -1, block = -1;
    e = cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, steps[2], 0, 0);
    printf("potential block size: %d blocks of %d (%s)\n", minGrid, block, cudaGetErrorString(e));
    cudaFuncAttributes attr;
    e = cudaFuncGetAttributes(&attr, vp);
    printf("attributes through void *: %d bytes of shared memory (%s)\n", (int)attr.sharedSizeBytes,
           cudaGetErrorString(e));
    e = cudaFuncGetAttributes(&attr, (const void *)onHost);
    printf("attributes of a host function: %s\n", cudaGetErrorString(e));
    cudaGetLastError();

    int count = n;
    void *args[] = {&d, &count};
    const void *kp = (const void *)twice;
    e = cudaLaunchKernel(kp, dim3((n + 31) / 32), dim3(32), args, 0, 0);
    cudaDeviceSynchronize();
    printf("cudaLaunchKernel through void *: %s, d[99] = %g\n", cudaGetErrorString(e), d[99]);
    cudaFree(d);
    return 0;
}
