// tests/randprog's course_a10, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110470).
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
    __shared__ float tile[8][8 + 0];
    int x = blockIdx.x * 8 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y;
    if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
    __syncthreads();
    x = blockIdx.y * 8 + threadIdx.x;
    y = blockIdx.x * 8 + threadIdx.y;
    if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void histogram1(const unsigned char *in, int n, unsigned *bins) {
    __shared__ unsigned s[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i] % 256], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        if (s[b]) atomicAdd(&bins[b], s[b]);
}

__global__ void blur2(const unsigned char *in, unsigned char *out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    int sum = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
            sum += in[yy * w + xx];
        }
    out[y * w + x] = (unsigned char)(sum / 9);
}

int main() {
    {
        const int rows = 52, cols = 243, n = rows * cols;
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
        const int n = 30381;
        unsigned char *a = (unsigned char *)malloc(n);
        for (int i = 0; i < n; i++) a[i] = (unsigned char)((i * 85) ^ (i >> 3));
        unsigned char *da; unsigned *dbins; unsigned bins[256];
        cudaMalloc(&da, n); cudaMalloc(&dbins, sizeof bins);
        cudaMemcpy(da, a, n, cudaMemcpyHostToDevice);
        cudaMemset(dbins, 0, sizeof bins);
        histogram1<<<18, 256>>>(da, n, dbins);
        cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
        printInts("histogram1", (const int *)bins, 256);
        cudaFree(da); cudaFree(dbins); free(a);
    }
    {
        const int w = 391, h = 178;
        unsigned char *img = (unsigned char *)malloc(w * h);
        for (int i = 0; i < w * h; i++) img[i] = (unsigned char)((i % w) * 3 + (i / w) * 5);
        unsigned char *da, *db;
        cudaMalloc(&da, w * h); cudaMalloc(&db, w * h);
        cudaMemcpy(da, img, w * h, cudaMemcpyHostToDevice);
        dim3 block(16, 4), grid((w + 16 - 1) / 16, (h + 4 - 1) / 4);
        blur2<<<grid, block>>>(da, db, w, h);
        cudaMemcpy(img, db, w * h, cudaMemcpyDeviceToHost);
        unsigned long long hash = 0;
        for (int i = 0; i < w * h; i++) hash = hash * 131 + img[i];
        printf("blur2: %016llx %d %d\n", hash, img[0], img[w * h - 1]);
        cudaFree(da); cudaFree(db); free(img);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
