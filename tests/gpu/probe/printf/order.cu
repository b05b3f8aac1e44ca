// In which order do an H200's device printf lines from several warps and
// blocks come out? Each launch prints one line per selected thread.
#include <cstdio>
__global__ void oneBlock() { printf("A %d\n", threadIdx.x); }
__global__ void lanesZero() { if (threadIdx.x % 32 == 0) printf("B %d.%d\n", blockIdx.x, threadIdx.x); }
__global__ void blocks() { if (threadIdx.x < 2) printf("C %d.%d\n", blockIdx.x, threadIdx.x); }
__global__ void uneven(int *p) {
    if (threadIdx.x < 32) for (int i = 0; i < 2000; i++) p[threadIdx.x] += i;
    if (threadIdx.x % 32 == 0) printf("D %d\n", threadIdx.x);
}
__global__ void twoCalls() {
    if (threadIdx.x % 32 < 2) printf("E1 %d\n", threadIdx.x);
    if (threadIdx.x % 32 < 2) printf("E2 %d\n", threadIdx.x);
}
__global__ void divergent() {
    if (threadIdx.x % 2) printf("F odd %d\n", threadIdx.x);
    else printf("F even %d\n", threadIdx.x);
}
int main() {
    int *p;
    cudaMalloc(&p, 128 * 4);
    cudaMemset(p, 0, 128 * 4);
    oneBlock<<<1, 96>>>(); cudaDeviceSynchronize();
    lanesZero<<<3, 256>>>(); cudaDeviceSynchronize();
    blocks<<<8, 64>>>(); cudaDeviceSynchronize();
    uneven<<<1, 128>>>(p); cudaDeviceSynchronize();
    twoCalls<<<1, 128>>>(); cudaDeviceSynchronize();
    divergent<<<1, 8>>>(); cudaDeviceSynchronize();
    return 0;
}
