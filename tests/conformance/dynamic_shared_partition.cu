// Tests dynamic shared memory partitioned into several arrays: one extern __shared__ buffer
// sized at launch (third launch parameter) is split into a float array, an int array and a
// char array with pointer casts (largest alignment first), used together, and launched
// twice with different sizes.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void partitioned(const float *in, float *out, int nf, int ni) {
    extern __shared__ float dyn[];
    float *fpart = dyn;                                 // nf floats
    int *ipart = reinterpret_cast<int *>(&fpart[nf]);   // ni ints
    char *cpart = reinterpret_cast<char *>(&ipart[ni]); // blockDim.x chars
    int t = threadIdx.x;
    fpart[t] = in[t];
    ipart[t] = t * 3;
    cpart[t] = (char)(t % 2 ? 'o' : 'e');
    __syncthreads();
    int other = blockDim.x - 1 - t;
    out[t] = fpart[other] + (float)ipart[other] + (cpart[other] == 'o' ? 1000.0f : 0.0f);
}

int main() {
    const int maxThreads = 128;
    float h[maxThreads], r[maxThreads];
    for (int i = 0; i < maxThreads; i++) h[i] = i * 0.25f;
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    int sizes[2] = {64, 128};
    for (int s = 0; s < 2; s++) {
        int t = sizes[s];
        size_t smem = t * sizeof(float) + t * sizeof(int) + t * sizeof(char);
        partitioned<<<1, t, smem>>>(din, dout, t, t);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, t * sizeof(float), cudaMemcpyDeviceToHost));
        printf("threads=%d smem=%zu out[0]=%.2f out[1]=%.2f out[%d]=%.2f\n", t, smem, r[0], r[1], t - 1, r[t - 1]);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
