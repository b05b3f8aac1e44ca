#include <cstdio>
#include <cstdlib>

#define W 128        // matrix width
#define BS 16        // block is BS x BS threads

// Tiled product: width must be a multiple of BS, and blocks are BS x BS.
__global__ void matMul(const float *M, const float *N, float *P, int width)
{
    __shared__ float Mds[BS][BS];
    __shared__ float Nds[BS][BS];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * BS + ty;
    int col = blockIdx.x * BS + tx;

    float sum = 0;
    for (int p = 0; p < width / BS; p++) {
        // Each thread loads one element of each tile; tx runs along a row,
        // so both loads are coalesced.
        Mds[ty][tx] = M[row * width + p * BS + tx];
        Nds[ty][tx] = N[(p * BS + ty) * width + col];
        __syncthreads();               // tiles complete
        for (int k = 0; k < BS; k++)
            sum += Mds[ty][k] * Nds[k][tx];
        __syncthreads();               // everyone done before the next load
    }
    P[row * width + col] = sum;
}

// Small integers keep every product and sum exact in float.
float mval(int r, int c) { return (r * c + 1) % 7 - 3; }
float nval(int r, int c) { return (r + 3 * c) % 5 - 2; }

// P[r][c] computed on the host, for spot checks.
float hostElement(int r, int c)
{
    float s = 0;
    for (int k = 0; k < W; k++)
        s += mval(r, k) * nval(k, c);
    return s;
}

int main()
{
    size_t bytes = W * W * sizeof(float);
    float *hM = (float *)malloc(bytes), *hN = (float *)malloc(bytes);
    float *hP = (float *)malloc(bytes);
    for (int r = 0; r < W; r++)
        for (int c = 0; c < W; c++) {
            hM[r * W + c] = mval(r, c);
            hN[r * W + c] = nval(r, c);
        }

    float *dM, *dN, *dP;
    cudaMalloc(&dM, bytes);
    cudaMalloc(&dN, bytes);
    cudaMalloc(&dP, bytes);
    cudaMemcpy(dM, hM, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dN, hN, bytes, cudaMemcpyHostToDevice);

    dim3 block(BS, BS);
    dim3 grid(W / BS, W / BS);
    matMul<<<grid, block>>>(dM, dN, dP, W);
    cudaMemcpy(hP, dP, bytes, cudaMemcpyDeviceToHost);

    // The sum of all of P equals sum over k of (column k of M) x (row k of N).
    double total = 0, expected = 0;
    for (int i = 0; i < W * W; i++)
        total += hP[i];
    for (int k = 0; k < W; k++) {
        double colM = 0, rowN = 0;
        for (int i = 0; i < W; i++) {
            colM += hM[i * W + k];
            rowN += hN[k * W + i];
        }
        expected += colM * rowN;
    }
    int spots[3][2] = {{0, 0}, {37, 101}, {127, 127}};
    int ok = total == expected;
    for (int s = 0; s < 3; s++) {
        int r = spots[s][0], c = spots[s][1];
        printf("P[%d][%d] = %.0f\n", r, c, hP[r * W + c]);
        ok = ok && hP[r * W + c] == hostElement(r, c);
    }
    printf("sum of P = %.0f\n", total);
    printf("%s\n", ok ? "P matches the host checks" : "P is wrong");

    cudaFree(dM);
    cudaFree(dN);
    cudaFree(dP);
    free(hM);
    free(hN);
    free(hP);
    return 0;
}
