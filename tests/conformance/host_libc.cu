// Tests the host C library: malloc, calloc (zeroed), free, memset (byte-wise, so 0x01 in an
// int gives 16843009), memcpy, strlen-free string handling, host printf formats (%zu, %ld,
// %lu, %s with precision, %p-free pointer checks), and the data round trip through the GPU.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void addIndex(int *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] += i;
}

int main() {
    const int n = 40;
    int *a = (int *)malloc(n * sizeof(int));
    int *zeros = (int *)calloc(n, sizeof(int));
    int *copy = (int *)malloc(n * sizeof(int));
    if (!a || !zeros || !copy) { printf("allocation failed\n"); return 1; }
    memset(a, 1, n * sizeof(int));
    int zsum = 0;
    for (int i = 0; i < n; i++) zsum += zeros[i];
    printf("memset byte 1 -> a[0] = %d, calloc sum = %d\n", a[0], zsum);
    memcpy(copy, a, n * sizeof(int));
    int *d;
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    CHECK(cudaMemcpy(d, copy, n * sizeof(int), cudaMemcpyHostToDevice));
    addIndex<<<(n + 15) / 16, 16>>>(d, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(a, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    printf("a[0]=%d a[39]=%d copy[39]=%d\n", a[0], a[39], copy[39]);
    char text[32];
    memset(text, 0, sizeof text);
    memcpy(text, "shared memory", 13);
    size_t len = 0;
    while (text[len] != '\0') len++;
    printf("text='%s' len=%zu first6='%.6s' sizeof=%zu\n", text, len, text, sizeof text);
    long neg = -123456789L;
    unsigned long pos = 123456789UL;
    printf("%ld %lu %08.3f %-6d| %6.2s|\n", neg, pos, 3.14159, 42, "abcdef");
    free(a);
    free(zeros);
    free(copy);
    CHECK(cudaFree(d));
    return 0;
}
