// Tests char data and strings: string literals, char arrays copied to the device, a Caesar
// shift done per character by a kernel, character classification by comparisons, printf
// %s and %c on the host, and escape sequences (\t, \\, \", \x41, octal \101).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void caesar(const char *in, char *out, int n, int shift) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    char c = in[i];
    if (c >= 'a' && c <= 'z') c = 'a' + (c - 'a' + shift) % 26;
    else if (c >= 'A' && c <= 'Z') c = 'A' + (c - 'A' + shift) % 26;
    out[i] = c;
}

int main() {
    const char msg[] = "Hello, Streaming Multiprocessor! zebra XYZ";
    int n = (int)sizeof(msg);  // includes the terminating zero
    char result[sizeof(msg)], again[sizeof(msg)];
    char *din, *dout;
    CHECK(cudaMalloc(&din, n));
    CHECK(cudaMalloc(&dout, n));
    CHECK(cudaMemcpy(din, msg, n, cudaMemcpyHostToDevice));
    caesar<<<2, 32>>>(din, dout, n, 3);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(result, dout, n, cudaMemcpyDeviceToHost));
    printf("%s\n", result);
    caesar<<<2, 32>>>(dout, din, n, 23);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(again, din, n, cudaMemcpyDeviceToHost));
    printf("%s\n", again);
    printf("length %d, first %c, last %c\n", n - 1, again[0], again[n - 2]);
    printf("escapes:\t[tab] \\ \"quoted\" \x41\101 '%c'\n", '\'');
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
