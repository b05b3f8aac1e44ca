#include <cstdio>

// Each thread writes one row's first element: a column of the tile.
template <int W>
__global__ void column(float *out) {
    __shared__ float tile[32][W];
    tile[threadIdx.x][0] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = tile[threadIdx.x][0];
}

int main() {
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    column<32><<<1, 32>>>(d);
    column<33><<<1, 32>>>(d);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
