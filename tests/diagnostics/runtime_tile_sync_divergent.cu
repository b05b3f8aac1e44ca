// A tile's sync() is the tile's __syncwarp: every thread of the tile must reach it, and here the
// odd lanes skip it.
// sanitizer-tool: synccheck
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void halves(int *out) {
    auto tile = cg::tiled_partition<8>(cg::this_thread_block());
    if (threadIdx.x % 2 == 0) {
        out[threadIdx.x] = 1;
        tile.sync(); // ERROR "thread_block_tile.sync\(\) is reached by lanes"
    }
}

int main() {
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    halves<<<1, 32>>>(d);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
