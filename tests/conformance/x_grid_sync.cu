// grid.sync() in a cooperative launch: every block of the grid is resident
// at once and meets at the barrier, so a kernel can sum in two phases
// (blocks' partial sums, then block 0 adds them) and reverse an array in
// place. A grid larger than can be resident fails the cooperative launch
// with cudaErrorCooperativeLaunchTooLarge.
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

__global__ void sumTwoPhase(const int *in, int *partial, int *total, int n) {
    cg::grid_group grid = cg::this_grid();
    __shared__ int s[128];
    int t = threadIdx.x;
    int sum = 0;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) sum += in[i];
    s[t] = sum;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = s[0];
    grid.sync();
    if (blockIdx.x == 0 && t == 0) {
        int all = 0;
        for (int b = 0; b < gridDim.x; b++) all += partial[b];
        *total = all;
    }
}

__global__ void reverseInPlace(int *a, int n) {
    cg::grid_group grid = cg::this_grid();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? a[n - 1 - i] : 0;
    grid.sync(); // every read is done before any write
    if (i < n) a[i] = v;
    grid.sync();
    if (i < n) a[i] += grid.thread_rank() == 0 ? 1000 : 0;
}

int main() {
    const int n = 5000;
    int *in, *partial, *total;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&partial, 64 * sizeof(int));
    cudaMallocManaged(&total, sizeof(int));
    for (int i = 0; i < n; i++) in[i] = i % 17;
    int count = n;
    void *args[] = {&in, &partial, &total, &count};
    cudaError_t e = cudaLaunchCooperativeKernel((void *)sumTwoPhase, dim3(16), dim3(128), args, 0, 0);
    cudaDeviceSynchronize();
    long want = 0;
    for (int i = 0; i < n; i++) want += i % 17;
    printf("sum: %s, %d (host %ld), partial[3] = %d\n", cudaGetErrorString(e), *total, want, partial[3]);

    int *a;
    cudaMallocManaged(&a, 300 * sizeof(int));
    for (int i = 0; i < 300; i++) a[i] = i;
    int m = 300;
    void *rargs[] = {&a, &m};
    e = cudaLaunchCooperativeKernel((void *)reverseInPlace, dim3(3), dim3(128), rargs, 0, 0);
    cudaDeviceSynchronize();
    printf("reverse: %s, a[0] = %d, a[1] = %d, a[299] = %d\n", cudaGetErrorString(e), a[0], a[1], a[299]);

    e = cudaLaunchCooperativeKernel((void *)reverseInPlace, dim3(100000), dim3(128), rargs, 0, 0);
    printf("too large: %s\n", cudaGetErrorName(e));
    cudaGetLastError();
    return 0;
}
