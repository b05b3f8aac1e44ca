// Memory pattern: 64-bit and 128-bit shared-memory loads by one warp: float2 contiguous
// (lane), float2 shared by neighbouring lanes (lane / 2), float2 at a stride of two (lane * 2),
// float4 contiguous (lane), float4 shared by lane pairs (lane / 2) and by quads (lane / 4).
// The buffer is declared as float4 (16-byte aligned), filled with 32-bit stores, and each
// kernel does one vector LDS whose components are summed into one STG.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define WORDS 512

__device__ float *fill(float4 *buf, const float *in) {
    float *s = reinterpret_cast<float *>(buf);
    for (int i = threadIdx.x; i < WORDS; i += 32) s[i] = in[i];
    __syncthreads();
    return s;
}

__global__ void ld64Contiguous(const float *in, float *out) {
    __shared__ float4 buf[WORDS / 4];
    float *s = fill(buf, in);
    float2 v = reinterpret_cast<float2 *>(s)[threadIdx.x];
    out[threadIdx.x] = v.x + v.y;
}

__global__ void ld64Pairs(const float *in, float *out) {
    __shared__ float4 buf[WORDS / 4];
    float *s = fill(buf, in);
    float2 v = reinterpret_cast<float2 *>(s)[threadIdx.x / 2];
    out[threadIdx.x] = v.x + v.y;
}

__global__ void ld64Stride2(const float *in, float *out) {
    __shared__ float4 buf[WORDS / 4];
    float *s = fill(buf, in);
    float2 v = reinterpret_cast<float2 *>(s)[threadIdx.x * 2];
    out[threadIdx.x] = v.x + v.y;
}

__global__ void ld128Contiguous(const float *in, float *out) {
    __shared__ float4 buf[WORDS / 4];
    fill(buf, in);
    float4 v = buf[threadIdx.x];
    out[threadIdx.x] = v.x + v.y + v.z + v.w;
}

__global__ void ld128Pairs(const float *in, float *out) {
    __shared__ float4 buf[WORDS / 4];
    fill(buf, in);
    float4 v = buf[threadIdx.x / 2];
    out[threadIdx.x] = v.x + v.y + v.z + v.w;
}

__global__ void ld128Quads(const float *in, float *out) {
    __shared__ float4 buf[WORDS / 4];
    fill(buf, in);
    float4 v = buf[threadIdx.x / 4];
    out[threadIdx.x] = v.x + v.y + v.z + v.w;
}

int main() {
    float h[WORDS], r[32];
    for (int i = 0; i < WORDS; i++) h[i] = (float)(i % 64);
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    const char *names[6] = {"ld64Contiguous", "ld64Pairs", "ld64Stride2", "ld128Contiguous", "ld128Pairs", "ld128Quads"};
    for (int k = 0; k < 6; k++) {
        switch (k) {
        case 0: ld64Contiguous<<<1, 32>>>(din, dout); break;
        case 1: ld64Pairs<<<1, 32>>>(din, dout); break;
        case 2: ld64Stride2<<<1, 32>>>(din, dout); break;
        case 3: ld128Contiguous<<<1, 32>>>(din, dout); break;
        case 4: ld128Pairs<<<1, 32>>>(din, dout); break;
        default: ld128Quads<<<1, 32>>>(din, dout); break;
        }
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < 32; i++) sum += r[i] * (i + 1);
        printf("%-16s checksum=%.0f\n", names[k], sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
