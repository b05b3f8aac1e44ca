// Memory pattern: sub-word shared-memory loads by one warp: bytes at lane (four lanes per
// word, 8 words), bytes at lane * 4 (one byte from each of 32 words), bytes at lane * 128
// (32 different words of the same bank: 32-way conflict) and 16-bit loads at lane (two lanes
// per word). Volatile arrays filled with byte/short stores; 1 LDS per kernel.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define BYTES 4096

__global__ void bytesContiguous(const unsigned char *in, int *out) {
    __shared__ volatile unsigned char s[BYTES];
    for (int i = threadIdx.x; i < BYTES; i += 32) s[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

__global__ void bytesOnePerWord(const unsigned char *in, int *out) {
    __shared__ volatile unsigned char s[BYTES];
    for (int i = threadIdx.x; i < BYTES; i += 32) s[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x * 4];
}

__global__ void bytesSameBank(const unsigned char *in, int *out) {
    __shared__ volatile unsigned char s[BYTES];
    for (int i = threadIdx.x; i < BYTES; i += 32) s[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x * 128];
}

__global__ void shortsContiguous(const unsigned char *in, int *out) {
    __shared__ volatile unsigned short s[BYTES / 2];
    const unsigned short *in16 = reinterpret_cast<const unsigned short *>(in);
    for (int i = threadIdx.x; i < BYTES / 2; i += 32) s[i] = in16[i];
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

int main() {
    unsigned char h[BYTES];
    int r[32];
    for (int i = 0; i < BYTES; i++) h[i] = (unsigned char)(i * 7 + 3);
    unsigned char *din;
    int *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    const char *names[4] = {"bytesContiguous", "bytesOnePerWord", "bytesSameBank", "shortsContiguous"};
    for (int k = 0; k < 4; k++) {
        if (k == 0) bytesContiguous<<<1, 32>>>(din, dout);
        if (k == 1) bytesOnePerWord<<<1, 32>>>(din, dout);
        if (k == 2) bytesSameBank<<<1, 32>>>(din, dout);
        if (k == 3) shortsContiguous<<<1, 32>>>(din, dout);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        long long sum = 0;
        for (int i = 0; i < 32; i++) sum += (long long)r[i] * (i + 1);
        printf("%-16s checksum=%lld\n", names[k], sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
