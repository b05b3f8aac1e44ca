// Memory pattern: shared-memory loads where lanes share words, one warp per kernel:
// broadcast (all 32 lanes read one word), a hashed multicast (lane * 2654435761 >> 16,
// modulo 32: several lanes per word, some banks unused, no conflicts), two words in one bank
// pair (lanes read word lane % 2) and two words in the same bank (lane % 2 * 32: a 2-way
// conflict). Volatile shared array filled with a stride-1 loop; 1 LDS per kernel.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define SIZE 128

__device__ void fill(volatile float *s, const float *in) {
    for (int i = threadIdx.x; i < SIZE; i += 32) s[i] = in[i];
    __syncthreads();
}

__global__ void broadcast(const float *in, float *out) {
    __shared__ volatile float s[SIZE];
    fill(s, in);
    out[threadIdx.x] = s[7];
}

__global__ void hashedMulticast(const float *in, float *out) {
    __shared__ volatile float s[SIZE];
    fill(s, in);
    unsigned int hash = (threadIdx.x * 2654435761u) >> 16;
    out[threadIdx.x] = s[hash % 32];
}

__global__ void twoWords(const float *in, float *out) {
    __shared__ volatile float s[SIZE];
    fill(s, in);
    out[threadIdx.x] = s[threadIdx.x % 2];
}

__global__ void twoWordsSameBank(const float *in, float *out) {
    __shared__ volatile float s[SIZE];
    fill(s, in);
    out[threadIdx.x] = s[(threadIdx.x % 2) * 32];
}

int main() {
    float h[SIZE], r[32];
    for (int i = 0; i < SIZE; i++) h[i] = (float)(i + 1);
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    const char *names[4] = {"broadcast", "hashedMulticast", "twoWords", "twoWordsSameBank"};
    for (int k = 0; k < 4; k++) {
        if (k == 0) broadcast<<<1, 32>>>(din, dout);
        if (k == 1) hashedMulticast<<<1, 32>>>(din, dout);
        if (k == 2) twoWords<<<1, 32>>>(din, dout);
        if (k == 3) twoWordsSameBank<<<1, 32>>>(din, dout);
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
