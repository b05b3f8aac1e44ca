// tests/randprog's course_a01, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110047).
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

__global__ void dot0(const int *a, const int *b, int n, long long *result) {
    long long sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) sum += (long long)a[i] * b[i];
    for (int off = 16; off > 0; off /= 2) sum += __shfl_xor_sync(0xffffffff, sum, off);
    if (threadIdx.x % 32 == 0) atomicAdd((unsigned long long *)result, (unsigned long long)sum);
}

__constant__ int stencil1_w[11] = {1, 0, 1, 1, 3, 4, 0, -2, 1, -2, 3};
__global__ void stencil1(const int *in, int *out, int n) {
    __shared__ int s[128 + 2 * 5];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + 5;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < 5) {
        s[l - 5] = g - 5 >= 0 && g - 5 < n ? in[g - 5] : 0;
        s[l + blockDim.x] = g + (int)blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g < n) {
        int sum = 0;
        for (int j = -5; j <= 5; j++) sum += stencil1_w[j + 5] * s[l + j];
        out[g] = sum;
    }
}

int main() {
    {
        const int n = 14547;
        int *a = (int *)malloc(n * sizeof(int)), *b = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) { a[i] = i % 1001 - 500; b[i] = (i * 7) % 13 - 6; }
        int *da, *db; long long *dr, r = 0, want = 0;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int)); cudaMalloc(&dr, sizeof(long long));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(db, b, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemset(dr, 0, sizeof(long long));
        dot0<<<36, 64>>>(da, db, n, dr);
        cudaMemcpy(&r, dr, sizeof r, cudaMemcpyDeviceToHost);
        for (int i = 0; i < n; i++) want += (long long)a[i] * b[i];
        printf("dot0: %lld (host %lld)\n", r, want);
        cudaFree(da); cudaFree(db); cudaFree(dr); free(a); free(b);
    }
    {
        const int n = 15546;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = (i * 13) % 23 - 11;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        stencil1<<<(n + 128 - 1) / 128, 128>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("stencil1", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
