#include <cstdio>

// Never finishes: the lab must stay responsive and stop it on request.
__global__ void spin(int *flag) {
    while (1);
}

int main() {
    int *flag;
    cudaMalloc(&flag, sizeof(int));
    printf("launching a kernel that never ends\n");
    spin<<<1, 32>>>(flag);
    cudaDeviceSynchronize();
    printf("unreachable\n");
    return 0;
}
