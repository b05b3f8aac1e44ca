// Tests the Hillis-Steele inclusive scan in one block: 512 integers, a double-buffered
// shared array (read from one buffer, write the other, swap after each __syncthreads), with
// offsets 1, 2, 4, ..., 256. Checked against a host prefix sum.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define N 512

__global__ void scanHillisSteele(const int *in, int *out) {
    __shared__ int buf[2][N];
    int t = threadIdx.x;
    int src = 0;
    buf[src][t] = in[t];
    __syncthreads();
    for (int offset = 1; offset < N; offset *= 2) {
        int dst = 1 - src;
        buf[dst][t] = t >= offset ? buf[src][t] + buf[src][t - offset] : buf[src][t];
        __syncthreads();
        src = dst;
    }
    out[t] = buf[src][t];
}

int main() {
    int h[N], r[N], *din, *dout;
    for (int i = 0; i < N; i++) h[i] = (i * 13) % 10 - 3;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    scanHillisSteele<<<1, N>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
    int acc = 0, errors = 0;
    for (int i = 0; i < N; i++) {
        acc += h[i];
        if (r[i] != acc) errors++;
    }
    printf("inclusive scan: r[0]=%d r[1]=%d r[100]=%d r[511]=%d errors=%d\n", r[0], r[1], r[100], r[511], errors);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
