#include <cstdio>

__global__ void hello() {
    printf("block %d thread %d\n", blockIdx.x, threadIdx.x);
}

int main() {
    hello<<<2, 3>>>();
    printf("host before sync\n");
    cudaDeviceSynchronize();
    printf("host after sync\n");
    return 3;
}
// Exit: 3
// Output:
// host before sync
// block 0 thread 0
// block 0 thread 1
// block 0 thread 2
// block 1 thread 0
// block 1 thread 1
// block 1 thread 2
// host after sync
