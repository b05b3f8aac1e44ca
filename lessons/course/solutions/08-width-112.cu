#include <cstdio>
#include <cstdlib>

#define TILE 16
#define WIDTH 112       // a multiple of TILE: no tile sticks out

// Tiled product with boundary checks. mLanes/nLanes count, per warp and phase,
// the lanes that loaded a real element of M or N.
__global__ void matMulChecked(const float *M, const float *N, float *P, int width,
                              int *mLanes, int *nLanes)
{
    __shared__ float Ms[TILE][TILE];
    __shared__ float Ns[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;
    int phases = (width + TILE - 1) / TILE;
    int warp = (blockIdx.y * gridDim.x + blockIdx.x) * (TILE * TILE / 32) + (ty * TILE + tx) / 32;

    float sum = 0;
    for (int p = 0; p < phases; p++) {
        if (row < width && p * TILE + tx < width) {
            Ms[ty][tx] = M[row * width + p * TILE + tx];
            atomicAdd(&mLanes[warp * phases + p], 1);
        } else {
            Ms[ty][tx] = 0;
        }
        if (p * TILE + ty < width && col < width) {
            Ns[ty][tx] = N[(p * TILE + ty) * width + col];
            atomicAdd(&nLanes[warp * phases + p], 1);
        } else {
            Ns[ty][tx] = 0;
        }
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            sum += Ms[ty][k] * Ns[k][tx];
        __syncthreads();
    }
    if (row < width && col < width)
        P[row * width + col] = sum;
}

float mval(int r, int c) { return (r + 2 * c) % 5 - 2; }
float nval(int r, int c) { return (3 * r + c) % 7 - 3; }

int countDivergent(const int *lanes, int n)
{
    int d = 0;
    for (int i = 0; i < n; i++)
        if (lanes[i] > 0 && lanes[i] < 32)
            d++;
    return d;
}

int main()
{
    int blocksPerSide = (WIDTH + TILE - 1) / TILE;
    int phases = blocksPerSide;
    int warpPhases = blocksPerSide * blocksPerSide * (TILE * TILE / 32) * phases;
    size_t bytes = WIDTH * WIDTH * sizeof(float);
    size_t counterBytes = warpPhases * sizeof(int);

    float *hM = (float *)malloc(bytes), *hN = (float *)malloc(bytes), *hP = (float *)malloc(bytes);
    int *hm = (int *)malloc(counterBytes), *hn = (int *)malloc(counterBytes);
    for (int r = 0; r < WIDTH; r++)
        for (int c = 0; c < WIDTH; c++) {
            hM[r * WIDTH + c] = mval(r, c);
            hN[r * WIDTH + c] = nval(r, c);
        }

    float *dM, *dN, *dP;
    int *dm, *dn;
    cudaMalloc(&dM, bytes);
    cudaMalloc(&dN, bytes);
    cudaMalloc(&dP, bytes);
    cudaMalloc(&dm, counterBytes);
    cudaMalloc(&dn, counterBytes);
    cudaMemcpy(dM, hM, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dN, hN, bytes, cudaMemcpyHostToDevice);
    cudaMemset(dm, 0, counterBytes);
    cudaMemset(dn, 0, counterBytes);

    dim3 block(TILE, TILE), grid(blocksPerSide, blocksPerSide);
    matMulChecked<<<grid, block>>>(dM, dN, dP, WIDTH, dm, dn);
    cudaMemcpy(hP, dP, bytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(hm, dm, counterBytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(hn, dn, counterBytes, cudaMemcpyDeviceToHost);

    int ok = 1;
    int spots[3][2] = {{0, 0}, {57, 98}, {WIDTH - 1, WIDTH - 1}};
    for (int s = 0; s < 3; s++) {
        int r = spots[s][0], c = spots[s][1];
        float e = 0;
        for (int k = 0; k < WIDTH; k++)
            e += mval(r, k) * nval(k, c);
        ok = ok && hP[r * WIDTH + c] == e;
    }
    int dM_ = countDivergent(hm, warpPhases), dN_ = countDivergent(hn, warpPhases);
    printf("width = %d, %d blocks, %d warp-phases\n", WIDTH, blocksPerSide * blocksPerSide, warpPhases);
    printf("M tiles: %d of %d warp-phases diverge (%.1f%%)\n", dM_, warpPhases, 100.0 * dM_ / warpPhases);
    printf("N tiles: %d of %d warp-phases diverge (%.1f%%)\n", dN_, warpPhases, 100.0 * dN_ / warpPhases);
    printf("%s\n", ok ? "P matches the host checks" : "P is wrong");

    cudaFree(dM);
    cudaFree(dN);
    cudaFree(dP);
    cudaFree(dm);
    cudaFree(dn);
    free(hM);
    free(hN);
    free(hP);
    free(hm);
    free(hn);
    return 0;
}
