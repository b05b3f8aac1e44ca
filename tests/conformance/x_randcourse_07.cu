// tests/randprog's course_a07, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110329).
#include <cstdio>
#include <cstdlib>

static void printInts(const char *what, const int *v, int n) {
    unsigned long long h = 0;
    for (int i = 0; i < n; i++) h = h * 1000003u + (unsigned)v[i];
    printf("%s: n %d, hash %016llx, first %d, middle %d, last %d\n", what, n, h, v[0], v[n / 2], v[n - 1]);
}

static void printFloats(const char *what, const float *v, int n) {
    unsigned long long h = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) { h = h * 1000003u + (unsigned)(long long)v[i]; sum += v[i]; }
    printf("%s: n %d, hash %016llx, sum %.1f, first %.1f, last %.1f\n", what, n, h, sum, v[0], v[n - 1]);
}

__global__ void transpose0(const float *in, float *out, int rows, int cols) {
    __shared__ float tile[8][8 + 1];
    int x = blockIdx.x * 8 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y;
    if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
    __syncthreads();
    x = blockIdx.y * 8 + threadIdx.x;
    y = blockIdx.x * 8 + threadIdx.y;
    if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void histogram1(const unsigned char *in, int n, unsigned *bins) {
    __shared__ unsigned s[8];
    for (int b = threadIdx.x; b < 8; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i] % 8], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 8; b += blockDim.x)
        if (s[b]) atomicAdd(&bins[b], s[b]);
}

__global__ void scan2(const int *in, int *out, int n) {
    __shared__ int buf[2][512];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t, cur = 0;
    buf[0][t] = i < n ? in[i] : 0;
    __syncthreads();
    for (int off = 1; off < blockDim.x; off *= 2) {
        buf[1 - cur][t] = buf[cur][t] + (t >= off ? buf[cur][t - off] : 0);
        cur = 1 - cur;
        __syncthreads();
    }
    if (i < n) out[i] = buf[cur][t];
}

int main() {
    {
        const int rows = 290, cols = 262, n = rows * cols;
        float *a = (float *)malloc(n * sizeof(float));
        for (int i = 0; i < n; i++) a[i] = (float)(i % 1000);
        float *da, *db;
        cudaMalloc(&da, n * sizeof(float)); cudaMalloc(&db, n * sizeof(float));
        cudaMemcpy(da, a, n * sizeof(float), cudaMemcpyHostToDevice);
        dim3 block(8, 8), grid((cols + 8 - 1) / 8, (rows + 8 - 1) / 8);
        transpose0<<<grid, block>>>(da, db, rows, cols);
        cudaMemcpy(a, db, n * sizeof(float), cudaMemcpyDeviceToHost);
        printFloats("transpose0", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    {
        const int n = 10414;
        unsigned char *a = (unsigned char *)malloc(n);
        for (int i = 0; i < n; i++) a[i] = (unsigned char)((i * 63) ^ (i >> 3));
        unsigned char *da; unsigned *dbins; unsigned bins[8];
        cudaMalloc(&da, n); cudaMalloc(&dbins, sizeof bins);
        cudaMemcpy(da, a, n, cudaMemcpyHostToDevice);
        cudaMemset(dbins, 0, sizeof bins);
        histogram1<<<20, 128>>>(da, n, dbins);
        cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
        printInts("histogram1", (const int *)bins, 8);
        cudaFree(da); cudaFree(dbins); free(a);
    }
    {
        const int n = 19218;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = i % 9 - 4;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        scan2<<<(n + 512 - 1) / 512, 512>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("scan2", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
