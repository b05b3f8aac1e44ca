#include <cstdio>

__global__ void storeIndex(int *a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    a[i] = i + 1;   // Julia's 1-based id
}

int main()
{
    const int blocks = 2, threads = 4, n = blocks * threads;
    int *da, ha[8];
    cudaMalloc(&da, n * sizeof(int));
    storeIndex<<<blocks, threads>>>(da);
    cudaMemcpy(ha, da, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("a =");
    for (int i = 0; i < n; i++)
        printf(" %d", ha[i]);
    printf("\n");
    cudaFree(da);
    return 0;
}
