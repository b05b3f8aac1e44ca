#include <cstdio>
#include <cstdlib>

#define N 256
#define TILE 32

__global__ void transposeShared(const float *a, float *c, int n)
{
    __shared__ float tile[TILE][TILE];

    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    if (x < n && y < n)
        tile[threadIdx.x][threadIdx.y] = a[y * n + x];   // coalesced read

    __syncthreads();

    // This block writes the mirrored tile: swap the block coordinates.
    int ox = blockIdx.y * TILE + threadIdx.x;
    int oy = blockIdx.x * TILE + threadIdx.y;
    if (ox < n && oy < n)
        c[oy * n + ox] = tile[threadIdx.y][threadIdx.x]; // coalesced write
}

int main()
{
    size_t bytes = N * N * sizeof(float);
    float *ha = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
    for (int r = 0; r < N; r++)
        for (int col = 0; col < N; col++)
            ha[r * N + col] = r * 1000 + col;

    float *da, *dc;
    cudaMalloc(&da, bytes);
    cudaMalloc(&dc, bytes);
    cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice);

    dim3 block(TILE, TILE);
    dim3 grid(N / TILE, N / TILE);
    transposeShared<<<grid, block>>>(da, dc, N);
    cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost);

    int wrong = 0;
    for (int r = 0; r < N; r++)
        for (int col = 0; col < N; col++)
            if (hc[r * N + col] != ha[col * N + r])
                wrong++;
    printf("c[0][1] = %.0f, c[255][0] = %.0f\n", hc[1], hc[255 * N]);
    if (wrong == 0)
        printf("transpose correct\n");
    else
        printf("transpose wrong in %d elements\n", wrong);

    cudaFree(da);
    cudaFree(dc);
    free(ha);
    free(hc);
    return 0;
}
