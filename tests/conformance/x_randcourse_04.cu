// tests/randprog's course_a04, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110188).
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

__constant__ int stencil0_w[17] = {-1, -4, 0, -1, -1, -2, -2, -4, -1, -1, 3, -3, 2, 1, -4, 3, 4};
__global__ void stencil0(const int *in, int *out, int n) {
    __shared__ int s[32 + 2 * 8];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + 8;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < 8) {
        s[l - 8] = g - 8 >= 0 && g - 8 < n ? in[g - 8] : 0;
        s[l + blockDim.x] = g + (int)blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g < n) {
        int sum = 0;
        for (int j = -8; j <= 8; j++) sum += stencil0_w[j + 8] * s[l + j];
        out[g] = sum;
    }
}

__constant__ int stencil1_w[7] = {0, 2, 4, 1, -3, -4, 4};
__global__ void stencil1(const int *in, int *out, int n) {
    __shared__ int s[256 + 2 * 3];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + 3;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < 3) {
        s[l - 3] = g - 3 >= 0 && g - 3 < n ? in[g - 3] : 0;
        s[l + blockDim.x] = g + (int)blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g < n) {
        int sum = 0;
        for (int j = -3; j <= 3; j++) sum += stencil1_w[j + 3] * s[l + j];
        out[g] = sum;
    }
}

int main() {
    {
        const int n = 14896;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = (i * 13) % 23 - 11;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        stencil0<<<(n + 32 - 1) / 32, 32>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("stencil0", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    {
        const int n = 5682;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = (i * 13) % 23 - 11;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        stencil1<<<(n + 256 - 1) / 256, 256>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("stencil1", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
