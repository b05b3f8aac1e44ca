// Memory pattern: vector global copies by one warp, one load and one store per kernel:
// float (4 B/lane, 4 sectors), float2 (8 B/lane, 8 sectors), float4 (16 B/lane, 16 sectors),
// double (8 B/lane) and unsigned char (1 B/lane, 1 sector).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void copyFloat(const float *in, float *out) { out[threadIdx.x] = in[threadIdx.x]; }
__global__ void copyFloat2(const float2 *in, float2 *out) { out[threadIdx.x] = in[threadIdx.x]; }
__global__ void copyFloat4(const float4 *in, float4 *out) { out[threadIdx.x] = in[threadIdx.x]; }
__global__ void copyDouble(const double *in, double *out) { out[threadIdx.x] = in[threadIdx.x]; }
__global__ void copyByte(const unsigned char *in, unsigned char *out) { out[threadIdx.x] = in[threadIdx.x]; }

int main() {
    const int bytes = 32 * 16;
    unsigned char h[bytes], r[bytes];
    for (int i = 0; i < bytes; i++) h[i] = (unsigned char)(i * 5 + 1);
    unsigned char *din, *dout;
    CHECK(cudaMalloc(&din, bytes));
    CHECK(cudaMalloc(&dout, bytes));
    CHECK(cudaMemcpy(din, h, bytes, cudaMemcpyHostToDevice));
    const char *names[5] = {"float", "float2", "float4", "double", "uchar"};
    int widths[5] = {4, 8, 16, 8, 1};
    for (int k = 0; k < 5; k++) {
        CHECK(cudaMemset(dout, 0, bytes));
        switch (k) {
        case 0: copyFloat<<<1, 32>>>((const float *)din, (float *)dout); break;
        case 1: copyFloat2<<<1, 32>>>((const float2 *)din, (float2 *)dout); break;
        case 2: copyFloat4<<<1, 32>>>((const float4 *)din, (float4 *)dout); break;
        case 3: copyDouble<<<1, 32>>>((const double *)din, (double *)dout); break;
        default: copyByte<<<1, 32>>>(din, dout); break;
        }
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, bytes, cudaMemcpyDeviceToHost));
        long long sum = 0;
        int copied = 0;
        for (int i = 0; i < bytes; i++) {
            sum += (long long)r[i] * (i + 1);
            copied += i < 32 * widths[k] && r[i] == h[i];
        }
        printf("%-6s copied=%d checksum=%lld\n", names[k], copied, sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
