// tests/randprog's course_a11, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110517).
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

__global__ void saxpy0(int n, float a, const float *x, float *y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

__global__ void transpose1(const float *in, float *out, int rows, int cols) {
    __shared__ float tile[32][32 + 1];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x;
    y = blockIdx.x * 32 + threadIdx.y;
    if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

__constant__ int stencil2_w[13] = {3, -3, 1, 1, 1, -2, 0, 4, -3, 1, -4, 2, -4};
__global__ void stencil2(const int *in, int *out, int n) {
    __shared__ int s[64 + 2 * 6];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + 6;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < 6) {
        s[l - 6] = g - 6 >= 0 && g - 6 < n ? in[g - 6] : 0;
        s[l + blockDim.x] = g + (int)blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g < n) {
        int sum = 0;
        for (int j = -6; j <= 6; j++) sum += stencil2_w[j + 6] * s[l + j];
        out[g] = sum;
    }
}

int main() {
    {
        const int n = 7907;
        float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
        for (int i = 0; i < n; i++) { x[i] = (float)(i % 17); y[i] = (float)(i % 5) - 2.0f; }
        float *dx, *dy;
        cudaMalloc(&dx, n * sizeof(float)); cudaMalloc(&dy, n * sizeof(float));
        cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice);
        saxpy0<<<10, 192>>>(n, 2.0f, dx, dy);
        cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
        printFloats("saxpy0", y, n);
        cudaFree(dx); cudaFree(dy); free(x); free(y);
    }
    {
        const int rows = 28, cols = 187, n = rows * cols;
        float *a = (float *)malloc(n * sizeof(float));
        for (int i = 0; i < n; i++) a[i] = (float)(i % 1000);
        float *da, *db;
        cudaMalloc(&da, n * sizeof(float)); cudaMalloc(&db, n * sizeof(float));
        cudaMemcpy(da, a, n * sizeof(float), cudaMemcpyHostToDevice);
        dim3 block(32, 32), grid((cols + 32 - 1) / 32, (rows + 32 - 1) / 32);
        transpose1<<<grid, block>>>(da, db, rows, cols);
        cudaMemcpy(a, db, n * sizeof(float), cudaMemcpyDeviceToHost);
        printFloats("transpose1", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    {
        const int n = 14680;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = (i * 13) % 23 - 11;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        stencil2<<<(n + 64 - 1) / 64, 64>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("stencil2", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
