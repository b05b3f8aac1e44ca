// tests/randprog's course_a08, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110376).
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
    i = blockIdx.x * (blockDim.x * 2) + t;
    int v = i < n ? in[i] : 0;
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    s[t] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) atomicAdd(total, s[0]);
}

__global__ void dot1(const int *a, const int *b, int n, long long *result) {
    long long sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) sum += (long long)a[i] * b[i];
    for (int off = 16; off > 0; off /= 2) sum += __shfl_xor_sync(0xffffffff, sum, off);
    if (threadIdx.x % 32 == 0) atomicAdd((unsigned long long *)result, (unsigned long long)sum);
}

__global__ void histogram2(const unsigned char *in, int n, unsigned *bins) {
    __shared__ unsigned s[64];
    for (int b = threadIdx.x; b < 64; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i] % 64], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 64; b += blockDim.x)
        if (s[b]) atomicAdd(&bins[b], s[b]);
}

__global__ void blur3(const unsigned char *in, unsigned char *out, int w, int h) {
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
        const int n = 47081, blocks = 23;
        int *in = (int *)malloc(n * sizeof(int)), *out = (int *)malloc(blocks * sizeof(int));
        for (int i = 0; i < n; i++) in[i] = (i * 5) % 19 - 9;
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
        const int n = 35280;
        int *a = (int *)malloc(n * sizeof(int)), *b = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) { a[i] = i % 1001 - 500; b[i] = (i * 7) % 13 - 6; }
        int *da, *db; long long *dr, r = 0, want = 0;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int)); cudaMalloc(&dr, sizeof(long long));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(db, b, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemset(dr, 0, sizeof(long long));
        dot1<<<1, 352>>>(da, db, n, dr);
        cudaMemcpy(&r, dr, sizeof r, cudaMemcpyDeviceToHost);
        for (int i = 0; i < n; i++) want += (long long)a[i] * b[i];
        printf("dot1: %lld (host %lld)\n", r, want);
        cudaFree(da); cudaFree(db); cudaFree(dr); free(a); free(b);
    }
    {
        const int n = 7565;
        unsigned char *a = (unsigned char *)malloc(n);
        for (int i = 0; i < n; i++) a[i] = (unsigned char)((i * 53) ^ (i >> 3));
        unsigned char *da; unsigned *dbins; unsigned bins[64];
        cudaMalloc(&da, n); cudaMalloc(&dbins, sizeof bins);
        cudaMemcpy(da, a, n, cudaMemcpyHostToDevice);
        cudaMemset(dbins, 0, sizeof bins);
        histogram2<<<12, 96>>>(da, n, dbins);
        cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
        printInts("histogram2", (const int *)bins, 64);
        cudaFree(da); cudaFree(dbins); free(a);
    }
    {
        const int w = 102, h = 89;
        unsigned char *img = (unsigned char *)malloc(w * h);
        for (int i = 0; i < w * h; i++) img[i] = (unsigned char)((i % w) * 3 + (i / w) * 5);
        unsigned char *da, *db;
        cudaMalloc(&da, w * h); cudaMalloc(&db, w * h);
        cudaMemcpy(da, img, w * h, cudaMemcpyHostToDevice);
        dim3 block(32, 8), grid((w + 32 - 1) / 32, (h + 8 - 1) / 8);
        blur3<<<grid, block>>>(da, db, w, h);
        cudaMemcpy(img, db, w * h, cudaMemcpyDeviceToHost);
        unsigned long long hash = 0;
        for (int i = 0; i < w * h; i++) hash = hash * 131 + img[i];
        printf("blur3: %016llx %d %d\n", hash, img[0], img[w * h - 1]);
        cudaFree(da); cudaFree(db); free(img);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
