#include <cstdio>

// Dot-product loops (dotloop.go) over whole warps, a partial block and a
// loop entered per row, with small integers, whose sums are exact in
// float: the host checks every result and prints exact totals.
__global__ void sgemm(const float *a, const float *b, float *c, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n && col < n) {
        float sum = 0.0f;
        for (int k = 0; k < n; k++)
            sum += a[row * n + k] * b[k * n + col];
        c[row * n + col] = sum;
    }
}

__global__ void rows(const float *a, const float *b, float *out, int n) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float total = 0.0f;
    for (int r = 0; r < 4; r++) {
        float s = 1.0f;
        for (int k = r; k < n; k++)
            s += a[r * n + k] * b[k * n + col];
        total += s;
    }
    out[col] = total;
}

int main() {
    const int n = 48;
    float a[n * n], b[n * n], c[n * n], out[n];
    for (int i = 0; i < n * n; i++) {
        a[i] = (float)(i % 7 - 3);
        b[i] = (float)(i % 5);
    }
    float *da, *db, *dc, *dout;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dc, sizeof c);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    sgemm<<<dim3(3, 3), dim3(16, 16)>>>(da, db, dc, n);
    sgemm<<<dim3(4, 4), dim3(12, 12)>>>(da, db, dc, n);
    rows<<<1, n>>>(da, db, dout, n);
    cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    int bad = 0;
    long long sum = 0, rsum = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            long long want = 0;
            for (int k = 0; k < n; k++)
                want += (long long)a[i * n + k] * (long long)b[k * n + j];
            bad += c[i * n + j] != (float)want;
            sum += (long long)c[i * n + j];
        }
    for (int j = 0; j < n; j++)
        rsum += (long long)out[j];
    printf("%d wrong, sum %lld, rows %lld\n", bad, sum, rsum);
    return 0;
}

// Output:
// 0 wrong, sum -286, rows -1717
