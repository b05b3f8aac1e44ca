// Error-checking idioms as courses teach them: gpuErrchk with __FILE__/__LINE__ (file name
// printed to stderr only), cudaGetErrorName, cudaPeekAtLastError versus cudaGetLastError,
// and launches that fail: too many threads, too much dynamic shared memory, a grid y
// dimension over 65535, a zero-sized block. A later good launch still works.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true) {
    if (code != cudaSuccess) {
        fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
        if (abort) exit(code);
    }
}

#define REPORT(label) do { \
    cudaError_t peek = cudaPeekAtLastError(); \
    cudaError_t last = cudaGetLastError(); \
    cudaError_t again = cudaGetLastError(); \
    printf("%-22s peek=%-28s last=%d again=%s\n", label, cudaGetErrorName(peek), (int)last, \
           cudaGetErrorName(again)); \
} while (0)

__global__ void fill(int *p, int v) {
    extern __shared__ int scratch[];
    int i = blockIdx.y * gridDim.x * blockDim.x + blockIdx.x * blockDim.x + threadIdx.x;
    p[i] = v;
    (void)scratch;
}

int main() {
    int *d;
    gpuErrchk(cudaMalloc(&d, 4096 * sizeof(int)));
    gpuErrchk(cudaMemset(d, 0, 4096 * sizeof(int)));

    fill<<<1, 1025>>>(d, 1);
    REPORT("1025 threads");
    fill<<<1, 32, 200 * 1024>>>(d, 2);
    REPORT("200 KiB dynamic smem");
    fill<<<dim3(1, 70000), 32>>>(d, 3);
    REPORT("grid.y = 70000");
    fill<<<1, 0>>>(d, 4);
    REPORT("block of 0");
    fill<<<0, 32>>>(d, 5);
    REPORT("grid of 0");
    fill<<<dim3(1, 1, 65), dim3(1, 1, 65)>>>(d, 6);
    REPORT("block.z = 65");
    fill<<<4, 1024>>>(d, 7);
    REPORT("good launch");
    gpuErrchk(cudaDeviceSynchronize());

    int h[4096];
    gpuErrchk(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long sum = 0;
    for (int i = 0; i < 4096; i++) sum += h[i];
    printf("sum = %ld\n", sum);

    cudaError_t e = cudaMemcpy(h, d, sizeof h, (cudaMemcpyKind)42);
    printf("bad kind: %s (%d): %s\n", cudaGetErrorName(e), (int)e, cudaGetErrorString(e));
    e = cudaFree((void *)0x1234);
    printf("bad free: %s\n", cudaGetErrorName(e));
    printf("after: %s\n", cudaGetErrorName(cudaGetLastError()));
    printf("names: %s %s %s\n", cudaGetErrorName(cudaSuccess), cudaGetErrorName(cudaErrorInvalidValue),
           cudaGetErrorName(cudaErrorMemoryAllocation));
    gpuErrchk(cudaFree(d));
    printf("done\n");
    return 0;
}
