// The order of device printf lines from the warps of one block on an H200:
// for blocks of 2 to 32 warps, lane 0 of every warp prints its warp index
// (L lines), then every thread of a 3- and a 4-warp block prints (T lines),
// then two blocks of 2 warps (B lines).
#include <cstdio>
__global__ void lane0() { if (threadIdx.x % 32 == 0) printf("%d ", threadIdx.x / 32); }
__global__ void all() { printf("%d ", threadIdx.x); }
__global__ void twoBlocks() { if (threadIdx.x % 32 == 0) printf("%d.%d ", blockIdx.x, threadIdx.x / 32); }
int main() {
    int sizes[] = {2, 3, 4, 5, 6, 8, 12, 16, 32};
    for (int s : sizes) {
        printf("L%d: ", s); fflush(stdout);
        lane0<<<1, 32 * s>>>(); cudaDeviceSynchronize();
        printf("\n");
    }
    for (int s = 3; s <= 4; s++) {
        printf("T%d: ", s); fflush(stdout);
        all<<<1, 32 * s>>>(); cudaDeviceSynchronize();
        printf("\n");
    }
    printf("B: "); fflush(stdout);
    twoBlocks<<<2, 64>>>(); cudaDeviceSynchronize();
    printf("\n");
    return 0;
}
