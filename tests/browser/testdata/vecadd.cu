#include <cstdio>

// Each thread adds one pair of elements. The global index combines the
// block's position in the grid with the thread's position in its block.
__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}

int main() {
    const int n = 192;
    const size_t bytes = n * sizeof(float);
    float a[n], b[n], c[n];
    for (int i = 0; i < n; i++) {
        a[i] = i;
        b[i] = 2 * i;
    }

    float *da, *db, *dc;
    cudaMalloc(&da, bytes);
    cudaMalloc(&db, bytes);
    cudaMalloc(&dc, bytes);
    cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    cudaMemset(dc, 0, bytes);

    vecAdd<<<2, 64>>>(da, db, dc, n);
    cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);

    int done = 0;
    for (int i = 0; i < n; i++) {
        if (c[i] == a[i] + b[i]) {
            done++;
        }
    }
    printf("%d of %d sums done\n", done, n);
    printf("c[%d] = %g\n", done - 1, c[done - 1]);

    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
    return 0;
}
