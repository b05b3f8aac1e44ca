// Tests per-thread local arrays indexed with run-time values (which the compiler places in
// local memory): a small per-thread bubble sort, a lookup table filled in a loop and read
// at a data-dependent index, and a local struct array.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

struct Pair { int key, value; };

__global__ void localWork(const int *in, int *out) {
    int t = threadIdx.x;
    int v[8];
    for (int i = 0; i < 8; i++) v[i] = in[(t * 8 + i * 5) % 256];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 7 - i; j++)
            if (v[j] > v[j + 1]) { int tmp = v[j]; v[j] = v[j + 1]; v[j + 1] = tmp; }
    int lut[16];
    for (int i = 0; i < 16; i++) lut[i] = i * i + t;
    Pair pairs[4];
    for (int i = 0; i < 4; i++) { pairs[i].key = v[i * 2]; pairs[i].value = v[i * 2 + 1]; }
    int pick = in[t] % 16;
    out[t * 4 + 0] = v[0];
    out[t * 4 + 1] = v[7];
    out[t * 4 + 2] = lut[pick];
    out[t * 4 + 3] = pairs[in[t] % 4].key * 1000 + pairs[in[t] % 4].value;
}

int main() {
    int h[256], r[64 * 4];
    for (int i = 0; i < 256; i++) h[i] = (i * 97 + 31) % 211;
    int *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    localWork<<<1, 64>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 64; t += 9) printf("t=%2d min=%3d max=%3d lut=%3d pair=%d\n", t, r[t * 4], r[t * 4 + 1], r[t * 4 + 2], r[t * 4 + 3]);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
