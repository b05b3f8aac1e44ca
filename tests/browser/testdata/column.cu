#include <cstdio>

#define PAD 0

// Each lane writes the first element of one row: a column of the tile.
__global__ void column(float *out) {
    __shared__ float tile[32][32 + PAD];
    tile[threadIdx.x][0] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = tile[threadIdx.x][0];
}

int main() {
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    column<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    printf("column done\n");
    return 0;
}
