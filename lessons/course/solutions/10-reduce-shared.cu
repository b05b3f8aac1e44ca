#include <cstdio>
#include <cstdlib>

#define N 65536
#define THREADS 1024
#define PER_BLOCK (2 * THREADS)   // each block of the grid styles sums 2048 elements

// Style 1: one atomic per element.
__global__ void reduceAtomic(const int *a, int *total, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(total, a[i]);
}

// Style 2: tree in one block, in place in global memory; n <= 2 * blockDim.x.
__global__ void reduceTree(int *a, int *total, int n)
{
    int t = threadIdx.x;
    for (int d = 1; d < 2 * blockDim.x; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i + d < n)
            a[i] += a[i + d];
    }
    if (t == 0)
        *total = a[0];
}

// Style 3: one block folds the array down to 2 * blockDim.x values, then the tree.
__global__ void reduceOneBlock(int *a, int *total, int n)
{
    int t = threadIdx.x, width = 2 * blockDim.x;
    // Thread t owns slots t and t + blockDim.x, and adds into them every
    // element that lies a multiple of width further on.
    for (int j = t + width; j < n; j += width) {
        a[t] += a[j];
        if (j + blockDim.x < n)
            a[t + blockDim.x] += a[j + blockDim.x];
    }
    int m = n < width ? n : width;     // the tree covers only the folded values
    for (int d = 1; d < width; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i + d < m)
            a[i] += a[i + d];
    }
    if (t == 0)
        *total = a[0];
}

// Style 4: every block runs the tree on its own slice, then one atomic per block.
__global__ void reduceGridAtomic(int *a, int *total, int n)
{
    int t = threadIdx.x;
    int offset = blockIdx.x * PER_BLOCK;
    for (int d = 1; d < PER_BLOCK; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i + d < PER_BLOCK && offset + i + d < n)   // stay inside this block's slice
            a[offset + i] += a[offset + i + d];
    }
    if (t == 0)
        atomicAdd(total, a[offset]);
}

// Style 5: every block copies its slice into shared memory and runs the tree there.
__global__ void reduceGridShared(int *a, int *total, int n)
{
    __shared__ int s[PER_BLOCK];
    int t = threadIdx.x;
    int offset = blockIdx.x * PER_BLOCK;
    // Two global loads per thread; everything after stays on the SM.
    s[t] = offset + t < n ? a[offset + t] : 0;
    s[t + THREADS] = offset + t + THREADS < n ? a[offset + t + THREADS] : 0;
    for (int d = 1; d < PER_BLOCK; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i + d < PER_BLOCK)
            s[i] += s[i + d];
    }
    if (t == 0)
        atomicAdd(total, s[0]);
}

int *ha, *da, *dtotal;

// Uploads a fresh copy of the input (styles 2 to 5 overwrite it) and clears the total.
void reset()
{
    cudaMemcpy(da, ha, N * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(dtotal, 0, sizeof(int));
}

void report(const char *style)
{
    int total;
    cudaMemcpy(&total, dtotal, sizeof(int), cudaMemcpyDeviceToHost);
    printf("%s sum = %d\n", style, total);
}

int main()
{
    ha = (int *)malloc(N * sizeof(int));
    long long expected = 0;
    for (int i = 0; i < N; i++) {
        ha[i] = i * 37 % 101;
        expected += ha[i];
    }
    cudaMalloc(&da, N * sizeof(int));
    cudaMalloc(&dtotal, sizeof(int));
    printf("expected  sum = %lld\n", expected);

    reset();
    reduceAtomic<<<N / THREADS, THREADS>>>(da, dtotal, N);
    report("style 1  ");

    reset();
    reduceTree<<<1, THREADS>>>(da, dtotal, PER_BLOCK);
    report("style 2 (first 2048 only)");

    reset();
    reduceOneBlock<<<1, THREADS>>>(da, dtotal, N);
    report("style 3  ");

    reset();
    reduceGridAtomic<<<N / PER_BLOCK, THREADS>>>(da, dtotal, N);
    report("style 4  ");

    reset();
    reduceGridShared<<<N / PER_BLOCK, THREADS>>>(da, dtotal, N);
    report("style 5  ");

    cudaFree(da);
    cudaFree(dtotal);
    free(ha);
    return 0;
}
