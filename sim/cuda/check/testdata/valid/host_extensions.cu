// What nvcc and the GNU toolchain behind it accept beyond standard C++:
// host variable-length arrays, standard headers named in quotes, POSIX
// clocks, attributes, a sized extern __shared__ array, spaced chevrons.
#include "stdio.h"
#include <sys/time.h>
#include <time.h>

__global__ void reverse(float *o) {
    extern __shared__ float s[4]; // the launch's dynamic shared memory, whatever the size says
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    o[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

[[nodiscard]] static int twice(int x) { return 2 * x; }

void fill(float *p, int n) {
    for (int i = 0; i < n; i++) p[i] = i * 0.5f;
}

int main() {
    int n = 6;
    float a[n];
    int grid[n][3];
    int counts[n] = {0};
    counts[2] += (int)(sizeof(a) + sizeof grid);
    fill(a, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 3; j++) grid[i][j] = i * j;
    struct timeval tv;
    struct timespec ts;
    gettimeofday(&tv, NULL);
    clock_gettime(CLOCK_MONOTONIC, &ts);
    float *d;
    cudaMalloc(&d, 8 * sizeof(float));
    reverse << <1, 8, 8 * sizeof(float) >> > (d);
    printf("%d %f %d %d %ld %ld %ld\n", twice(n), a[5], grid[5][2], counts[2], (long)CLOCKS_PER_SEC, tv.tv_usec, ts.tv_nsec);
    return 0;
}
