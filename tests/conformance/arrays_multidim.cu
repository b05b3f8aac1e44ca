// Tests fixed-size and multi-dimensional arrays: host 2D and 3D arrays, array initialisers,
// a per-thread local 2D array in a kernel, a 2D __shared__ array, and flattened row-major
// indexing of a device buffer.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define R 4
#define C 8

__global__ void grid2d(int *out) {
    __shared__ int tile[R][C];
    int r = threadIdx.y, c = threadIdx.x;
    tile[r][c] = r * 10 + c;
    __syncthreads();
    int local[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int acc = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) acc += local[i][j] * (i + 1);
    // each thread reads its mirror element
    out[r * C + c] = tile[R - 1 - r][C - 1 - c] + acc;
}

int main() {
    int cube[2][3][4];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++) cube[i][j][k] = i * 100 + j * 10 + k;
    printf("cube[1][2][3] = %d, sizeof cube = %d, sizeof cube[0] = %d\n", cube[1][2][3],
           (int)sizeof cube, (int)sizeof cube[0]);
    int *flat = &cube[0][0][0];
    printf("flat[17] = %d\n", flat[17]);
    int table[][3] = {{1, 2, 3}, {4, 5}};
    printf("table[1][2] = %d, rows = %d\n", table[1][2], (int)(sizeof table / sizeof table[0]));

    int host[R][C];
    int *d;
    CHECK(cudaMalloc(&d, sizeof(host)));
    grid2d<<<1, dim3(C, R)>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(host, d, sizeof(host), cudaMemcpyDeviceToHost));
    for (int r = 0; r < R; r++) {
        for (int c = 0; c < C; c++) printf("%3d", host[r][c]);
        printf("\n");
    }
    CHECK(cudaFree(d));
    return 0;
}
