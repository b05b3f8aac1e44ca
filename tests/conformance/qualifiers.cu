// Tests const, volatile and __restrict__: const kernel parameters and const locals,
// __restrict__ pointers in a kernel (the compiler may cache loads), a volatile shared
// variable written by one thread and read by others after a barrier, const pointers to
// const data on the host.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void scale(const float *__restrict__ in, float *__restrict__ out, const int n, const float k) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * k + in[i];
}

__global__ void flag(int *out) {
    __shared__ volatile int shared_flag;
    if (threadIdx.x == 0) shared_flag = 42;
    __syncthreads();
    volatile int local = shared_flag;
    out[threadIdx.x] = local + threadIdx.x;
}

int main() {
    const int n = 10;
    float hin[n], hout[n];
    for (int i = 0; i < n; i++) hin[i] = (float)i;
    float *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(float)));
    CHECK(cudaMalloc(&dout, n * sizeof(float)));
    CHECK(cudaMemcpy(din, hin, n * sizeof(float), cudaMemcpyHostToDevice));
    scale<<<2, 8>>>(din, dout, n, 2.0f);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hout, dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) printf("%g ", hout[i]);
    printf("\n");

    int hflag[4];
    int *dflag;
    CHECK(cudaMalloc(&dflag, sizeof(hflag)));
    flag<<<1, 4>>>(dflag);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hflag, dflag, sizeof(hflag), cudaMemcpyDeviceToHost));
    printf("%d %d %d %d\n", hflag[0], hflag[1], hflag[2], hflag[3]);

    const char *const msg = "const pointer to const chars";
    volatile int counter = 0;
    for (int i = 0; i < 5; i++) counter += i;
    printf("%s, counter=%d\n", msg, (int)counter);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dflag));
    return 0;
}
