// tests/randprog's course_a00, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110000).
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

__global__ void reduce0(const int *in, int *out, int *total, int n) {
    __shared__ int s[1024];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
        unsigned k = 2 * stride * t;
        if (k < blockDim.x) s[k] += s[k + stride];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void histogram1(const unsigned char *in, int n, unsigned *bins) {
    __shared__ unsigned s[100];
    for (int b = threadIdx.x; b < 100; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i] % 100], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 100; b += blockDim.x)
        if (s[b]) atomicAdd(&bins[b], s[b]);
}

__global__ void saxpy2(int n, float a, const float *x, float *y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

int main() {
    {
        const int n = 15793, blocks = 16;
        int *in = (int *)malloc(n * sizeof(int)), *out = (int *)malloc(blocks * sizeof(int));
        for (int i = 0; i < n; i++) in[i] = (i * 13) % 19 - 9;
        int *din, *dout, *dtotal, total = 0;
        cudaMalloc(&din, n * sizeof(int)); cudaMalloc(&dout, blocks * sizeof(int)); cudaMalloc(&dtotal, sizeof(int));
        cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemset(dout, 0, blocks * sizeof(int)); cudaMemset(dtotal, 0, sizeof(int));
        reduce0<<<blocks, 1024>>>(din, dout, dtotal, n);
        cudaMemcpy(out, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost);
        cudaMemcpy(&total, dtotal, sizeof(int), cudaMemcpyDeviceToHost);
        long long sum = 0, want = 0;
        for (int b = 0; b < blocks; b++) sum += out[b];
        for (int i = 0; i < n; i++) want += in[i];
        printf("reduce0: blocks %d, partial sums %lld, atomic total %d, host %lld, first %d last %d\n", blocks, sum, total, want, out[0], out[blocks - 1]);
        cudaFree(din); cudaFree(dout); cudaFree(dtotal); free(in); free(out);
    }
    {
        const int n = 5639;
        unsigned char *a = (unsigned char *)malloc(n);
        for (int i = 0; i < n; i++) a[i] = (unsigned char)((i * 37) ^ (i >> 3));
        unsigned char *da; unsigned *dbins; unsigned bins[100];
        cudaMalloc(&da, n); cudaMalloc(&dbins, sizeof bins);
        cudaMemcpy(da, a, n, cudaMemcpyHostToDevice);
        cudaMemset(dbins, 0, sizeof bins);
        histogram1<<<8, 64>>>(da, n, dbins);
        cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
        printInts("histogram1", (const int *)bins, 100);
        cudaFree(da); cudaFree(dbins); free(a);
    }
    {
        const int n = 10306;
        float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
        for (int i = 0; i < n; i++) { x[i] = (float)(i % 17); y[i] = (float)(i % 5) - 2.0f; }
        float *dx, *dy;
        cudaMalloc(&dx, n * sizeof(float)); cudaMalloc(&dy, n * sizeof(float));
        cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice);
        saxpy2<<<35, 288>>>(n, 0.0f, dx, dy);
        cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
        printFloats("saxpy2", y, n);
        cudaFree(dx); cudaFree(dy); free(x); free(y);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
