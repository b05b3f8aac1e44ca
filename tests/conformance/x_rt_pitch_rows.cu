// cudaMemcpy2D and cudaMemset2D with a pitch narrower than the width, for
// one row and for several, on either side of the copy, and
// cudaDeviceGetLimit and cudaDeviceSetLimit of a limit that does not exist.
#include <cstdio>
#include <cuda_runtime.h>

int main() {
    static unsigned char host[4096];
    unsigned char *d;
    size_t pitch;
    cudaMallocPitch((void **)&d, &pitch, 256, 8);
    for (int rows = 1; rows <= 3; rows++) {
        printf("%d rows: h2d source pitch %s", rows, cudaGetErrorName(cudaMemcpy2D(d, pitch, host, 100, 128, rows, cudaMemcpyHostToDevice)));
        printf(", h2d destination pitch %s", cudaGetErrorName(cudaMemcpy2D(d, 100, host, 256, 128, rows, cudaMemcpyHostToDevice)));
        printf(", d2h destination pitch %s", cudaGetErrorName(cudaMemcpy2D(host, 100, d, pitch, 128, rows, cudaMemcpyDeviceToHost)));
        printf(", d2h source pitch %s", cudaGetErrorName(cudaMemcpy2D(host, 256, d, 100, 128, rows, cudaMemcpyDeviceToHost)));
        printf(", both %s", cudaGetErrorName(cudaMemcpy2D(host, 100, d, 100, 128, rows, cudaMemcpyDeviceToHost)));
        printf(", d2d %s", cudaGetErrorName(cudaMemcpy2D(d, 100, d + 2048, pitch, 128, rows, cudaMemcpyDeviceToDevice)));
        printf(", memset2d %s\n", cudaGetErrorName(cudaMemset2D(d, 100, 0, 128, rows)));
        cudaGetLastError();
    }
    size_t v = 7;
    printf("get bad limit %s %zu\n", cudaGetErrorName(cudaDeviceGetLimit(&v, (cudaLimit)99)), v);
    printf("set bad limit %s\n", cudaGetErrorName(cudaDeviceSetLimit((cudaLimit)99, 5)));
    printf("get limit 7 %s\n", cudaGetErrorName(cudaDeviceGetLimit(&v, (cudaLimit)7)));
    return 0;
}
