// tests/randprog's course_a09, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110423).
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

__global__ void histogram0(const unsigned char *in, int n, unsigned *bins) {
    __shared__ unsigned s[64];
    for (int b = threadIdx.x; b < 64; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i] % 64], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 64; b += blockDim.x)
        if (s[b]) atomicAdd(&bins[b], s[b]);
}

__global__ void matmul1(const int *a, const int *b, int *c, int m, int k, int n) {
    __shared__ int as[16][16], bs[16][16];
    int row = blockIdx.y * 16 + threadIdx.y, col = blockIdx.x * 16 + threadIdx.x;
    int sum = 0;
    for (int t = 0; t < k; t += 16) {
        as[threadIdx.y][threadIdx.x] = row < m && t + threadIdx.x < k ? a[row * k + t + threadIdx.x] : 0;
        bs[threadIdx.y][threadIdx.x] = col < n && t + threadIdx.y < k ? b[(t + threadIdx.y) * n + col] : 0;
        __syncthreads();
        for (int j = 0; j < 16; j++) sum += as[threadIdx.y][j] * bs[j][threadIdx.x];
        __syncthreads();
    }
    if (row < m && col < n) c[row * n + col] = sum;
}

__constant__ int stencil2_w[11] = {-2, 0, -4, 2, 0, -1, 2, -1, -4, 4, -1};
__global__ void stencil2(const int *in, int *out, int n) {
    __shared__ int s[96 + 2 * 5];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + 5;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < 5) {
        s[l - 5] = g - 5 >= 0 && g - 5 < n ? in[g - 5] : 0;
        s[l + blockDim.x] = g + (int)blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g < n) {
        int sum = 0;
        for (int j = -5; j <= 5; j++) sum += stencil2_w[j + 5] * s[l + j];
        out[g] = sum;
    }
}

__global__ void reduce3(const int *in, int *out, int *total, int n) {
    __shared__ int s[64];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    i = blockIdx.x * (blockDim.x * 2) + t;
    int v = i < n ? in[i] : 0;
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    s[t] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 32; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t < 32) {
        volatile int *vs = s;
        if (blockDim.x >= 64) vs[t] += vs[t + 32];
        vs[t] += vs[t + 16]; vs[t] += vs[t + 8]; vs[t] += vs[t + 4];
        vs[t] += vs[t + 2]; vs[t] += vs[t + 1];
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

int main() {
    {
        const int n = 49694;
        unsigned char *a = (unsigned char *)malloc(n);
        for (int i = 0; i < n; i++) a[i] = (unsigned char)((i * 37) ^ (i >> 3));
        unsigned char *da; unsigned *dbins; unsigned bins[64];
        cudaMalloc(&da, n); cudaMalloc(&dbins, sizeof bins);
        cudaMemcpy(da, a, n, cudaMemcpyHostToDevice);
        cudaMemset(dbins, 0, sizeof bins);
        histogram0<<<21, 160>>>(da, n, dbins);
        cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
        printInts("histogram0", (const int *)bins, 64);
        cudaFree(da); cudaFree(dbins); free(a);
    }
    {
        const int m = 34, k = 141, n = 118;
        int *a = (int *)malloc(m * k * sizeof(int)), *b = (int *)malloc(k * n * sizeof(int)), *c = (int *)malloc(m * n * sizeof(int));
        for (int i = 0; i < m * k; i++) a[i] = i % 7 - 3;
        for (int i = 0; i < k * n; i++) b[i] = i % 5 - 2;
        int *da, *db, *dc;
        cudaMalloc(&da, m * k * sizeof(int)); cudaMalloc(&db, k * n * sizeof(int)); cudaMalloc(&dc, m * n * sizeof(int));
        cudaMemcpy(da, a, m * k * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(db, b, k * n * sizeof(int), cudaMemcpyHostToDevice);
        dim3 block(16, 16), grid((n + 16 - 1) / 16, (m + 16 - 1) / 16);
        matmul1<<<grid, block>>>(da, db, dc, m, k, n);
        cudaMemcpy(c, dc, m * n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("matmul1", c, m * n);
        cudaFree(da); cudaFree(db); cudaFree(dc); free(a); free(b); free(c);
    }
    {
        const int n = 5279;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = (i * 13) % 23 - 11;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        stencil2<<<(n + 96 - 1) / 96, 96>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("stencil2", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    {
        const int n = 10933, blocks = 86;
        int *in = (int *)malloc(n * sizeof(int)), *out = (int *)malloc(blocks * sizeof(int));
        for (int i = 0; i < n; i++) in[i] = (i * 1) % 19 - 9;
        int *din, *dout, *dtotal, total = 0;
        cudaMalloc(&din, n * sizeof(int)); cudaMalloc(&dout, blocks * sizeof(int)); cudaMalloc(&dtotal, sizeof(int));
        cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemset(dout, 0, blocks * sizeof(int)); cudaMemset(dtotal, 0, sizeof(int));
        reduce3<<<blocks, 64>>>(din, dout, dtotal, n);
        cudaMemcpy(out, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost);
        cudaMemcpy(&total, dtotal, sizeof(int), cudaMemcpyDeviceToHost);
        long long sum = 0, want = 0;
        for (int b = 0; b < blocks; b++) sum += out[b];
        for (int i = 0; i < n; i++) want += in[i];
        printf("reduce3: blocks %d, partial sums %lld, atomic total %d, host %lld, first %d last %d\n", blocks, sum, total, want, out[0], out[blocks - 1]);
        cudaFree(din); cudaFree(dout); cudaFree(dtotal); free(in); free(out);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
