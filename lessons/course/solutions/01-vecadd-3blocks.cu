#include <cstdio>

#define N 96

// One thread computes one element of c.
__global__ void vecAdd(const int *a, const int *b, int *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

int main()
{
    int ha[N], hb[N], hc[N];
    for (int i = 0; i < N; i++) {
        ha[i] = i;
        hb[i] = 2 * i;
    }

    int *da, *db, *dc;
    cudaMalloc(&da, N * sizeof(int));
    cudaMalloc(&db, N * sizeof(int));
    cudaMalloc(&dc, N * sizeof(int));
    cudaMemcpy(da, ha, N * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, N * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(dc, 0, N * sizeof(int));

    vecAdd<<<3, 32>>>(da, db, dc, N);

    cudaMemcpy(hc, dc, N * sizeof(int), cudaMemcpyDeviceToHost);
    int shown[] = {0, 1, 31, 32, 63, 64, 95};
    for (int k = 0; k < 7; k++)
        printf("c[%d] = %d\n", shown[k], hc[shown[k]]);

    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
    return 0;
}
