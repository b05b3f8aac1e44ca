// Tests control divergence patterns in one block of 128 threads: even/odd lanes (both paths
// inside every warp), branching on the warp index (no divergence inside a warp), a loop
// whose trip count depends on the lane, nested divergent ifs, early return of some lanes,
// and the boundary check of a 2D launch where only edge blocks diverge.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void patterns(int *out) {
    int t = threadIdx.x;
    int lane = t % 32, warp = t / 32;
    int v = 0;
    if (t % 2 == 0) v += 1; else v += 2;          // divergent in every warp
    if (warp % 2 == 0) v += 10; else v += 20;     // uniform per warp
    for (int i = 0; i < lane % 5; i++) v += 100;  // lane-dependent trip count
    if (lane < 16) {
        if (lane < 8) v += 1000; else v += 2000;
    } else if (lane >= 24) {
        v += 3000;
    }
    out[t] = v;
    if (lane > 28) return;                        // early exit of three lanes
    out[t] += 10000;
}

__global__ void edge2d(int *hits, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) atomicAdd(&hits[blockIdx.y * gridDim.x + blockIdx.x], 1);
}

int main() {
    int h[128], *d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    patterns<<<1, 128>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 128; t += 9) printf("t=%3d v=%d\n", t, h[t]);
    const int w = 70, hgt = 45;
    dim3 block(16, 16), grid((w + 15) / 16, (hgt + 15) / 16);
    int nb = grid.x * grid.y, hits[64];
    int *dh;
    CHECK(cudaMalloc(&dh, nb * sizeof(int)));
    CHECK(cudaMemset(dh, 0, nb * sizeof(int)));
    edge2d<<<grid, block>>>(dh, w, hgt);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hits, dh, nb * sizeof(int), cudaMemcpyDeviceToHost));
    printf("%dx%d image, %ux%u blocks of 16x16; active threads per block:\n", w, hgt, grid.x, grid.y);
    for (unsigned by = 0; by < grid.y; by++) {
        for (unsigned bx = 0; bx < grid.x; bx++) printf(" %3d", hits[by * grid.x + bx]);
        printf("\n");
    }
    CHECK(cudaFree(d));
    CHECK(cudaFree(dh));
    return 0;
}
