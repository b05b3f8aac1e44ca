// Character histogram of a text with atomicAdd on global memory (one counter per letter)
// and a privatised shared-memory version with 256 bins, compared with the host.
#include <cstdio>
#include <cstring>
#include <cctype>
#include <cuda_runtime.h>

__global__ void histGlobal(const char *text, int n, unsigned int *hist) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int stride = blockDim.x * gridDim.x;
    for (; i < n; i += stride) {
        int c = text[i];
        if (c >= 'a' && c <= 'z') atomicAdd(&hist[c - 'a'], 1u);
        else if (c >= 'A' && c <= 'Z') atomicAdd(&hist[c - 'A'], 1u);
    }
}

__global__ void histShared(const unsigned char *text, int n, unsigned int *hist) {
    __shared__ unsigned int local[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(&local[text[i]], 1);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        if (local[b]) atomicAdd(&hist[b], local[b]);
}

int main() {
    const char *base = "It was the best of times, it was the worst of times, it was the age of wisdom, "
                       "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity. ";
    int len = (int)strlen(base), reps = 50, n = len * reps;
    char *text = (char *)malloc(n + 1);
    for (int r = 0; r < reps; r++) memcpy(text + r * len, base, len);
    text[n] = 0;
    char *dt;
    unsigned int *dh, h[256];
    cudaMalloc(&dt, n);
    cudaMalloc(&dh, sizeof h);
    cudaMemcpy(dt, text, n, cudaMemcpyHostToDevice);
    cudaMemset(dh, 0, sizeof h);
    histGlobal<<<8, 128>>>(dt, n, dh);
    cudaMemcpy(h, dh, 26 * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    for (int c = 0; c < 26; c++)
        if (h[c]) printf("%c:%u ", 'a' + c, h[c]);
    printf("\n");
    cudaMemset(dh, 0, sizeof h);
    histShared<<<5, 256>>>((const unsigned char *)dt, n, dh);
    cudaMemcpy(h, dh, sizeof h, cudaMemcpyDeviceToHost);
    unsigned int ref[256] = {0};
    for (int i = 0; i < n; i++) ref[(unsigned char)text[i]]++;
    int bad = 0;
    for (int b = 0; b < 256; b++) bad += h[b] != ref[b];
    printf("shared: spaces %u commas %u periods %u 'I' %u, %d bins differ\n", h[' '], h[','], h['.'], h['I'], bad);
    int upper = 0;
    for (int i = 0; i < len; i++) upper += isupper((unsigned char)base[i]) != 0;
    printf("upper-case letters per sentence: %d\n", upper);
    free(text);
    cudaFree(dt);
    cudaFree(dh);
    return 0;
}
