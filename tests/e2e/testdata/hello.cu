#include <cstdio>

__global__ void hello() {
    printf("hello from thread %d\n", threadIdx.x);
}

int main() {
    hello<<<1, 4>>>();
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
