// Tests the Blelloch work-efficient exclusive scan in one block: 256 threads scan 512
// integers in shared memory, an up-sweep (reduce) phase, clearing the last element, and a
// down-sweep phase, each level separated by __syncthreads. Checked against a host scan.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define N 512

__global__ void scanBlelloch(const int *in, int *out, int *total) {
    __shared__ int s[N];
    int t = threadIdx.x;
    s[2 * t] = in[2 * t];
    s[2 * t + 1] = in[2 * t + 1];
    int offset = 1;
    for (int d = N / 2; d > 0; d /= 2) {   // up-sweep
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
            s[bi] += s[ai];
        }
        offset *= 2;
    }
    if (t == 0) {
        *total = s[N - 1];
        s[N - 1] = 0;
    }
    for (int d = 1; d < N; d *= 2) {       // down-sweep
        offset /= 2;
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
            int tmp = s[ai];
            s[ai] = s[bi];
            s[bi] += tmp;
        }
    }
    __syncthreads();
    out[2 * t] = s[2 * t];
    out[2 * t + 1] = s[2 * t + 1];
}

int main() {
    int h[N], r[N], total = 0, *din, *dout, *dtotal;
    for (int i = 0; i < N; i++) h[i] = (i % 7) + 1;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMalloc(&dtotal, sizeof(int)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    scanBlelloch<<<1, N / 2>>>(din, dout, dtotal);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&total, dtotal, sizeof(int), cudaMemcpyDeviceToHost));
    int acc = 0, errors = 0;
    for (int i = 0; i < N; i++) {
        if (r[i] != acc) errors++;
        acc += h[i];
    }
    printf("exclusive scan: r[0]=%d r[1]=%d r[255]=%d r[511]=%d total=%d errors=%d\n", r[0], r[1], r[255], r[511],
           total, errors);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dtotal));
    return 0;
}
