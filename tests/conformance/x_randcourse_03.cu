// tests/randprog's course_a03, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110141).
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

__global__ void blur0(const unsigned char *in, unsigned char *out, int w, int h) {
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

__constant__ int stencil1_w[15] = {1, 3, 3, 1, -1, 3, -2, 2, -4, -3, -3, 2, -3, -3, -4};
__global__ void stencil1(const int *in, int *out, int n) {
    __shared__ int s[256 + 2 * 7];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + 7;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < 7) {
        s[l - 7] = g - 7 >= 0 && g - 7 < n ? in[g - 7] : 0;
        s[l + blockDim.x] = g + (int)blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g < n) {
        int sum = 0;
        for (int j = -7; j <= 7; j++) sum += stencil1_w[j + 7] * s[l + j];
        out[g] = sum;
    }
}

__global__ void reduce2(const int *in, int *out, int *total, int n) {
    __shared__ int s[32];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    int v = i < n ? in[i] : 0;
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (t % 32 == 0) s[t / 32] = v;
    __syncthreads();
    if (t < 32) {
        v = t < blockDim.x / 32 ? s[t] : 0;
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
        if (t == 0) s[0] = v;
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__constant__ int stencil3_w[17] = {0, 3, 1, -1, 1, 1, 1, 4, 0, 3, 1, -1, -3, -1, -2, 4, 4};
__global__ void stencil3(const int *in, int *out, int n) {
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
        for (int j = -8; j <= 8; j++) sum += stencil3_w[j + 8] * s[l + j];
        out[g] = sum;
    }
}

int main() {
    {
        const int w = 273, h = 6;
        unsigned char *img = (unsigned char *)malloc(w * h);
        for (int i = 0; i < w * h; i++) img[i] = (unsigned char)((i % w) * 3 + (i / w) * 5);
        unsigned char *da, *db;
        cudaMalloc(&da, w * h); cudaMalloc(&db, w * h);
        cudaMemcpy(da, img, w * h, cudaMemcpyHostToDevice);
        dim3 block(64, 1), grid((w + 64 - 1) / 64, (h + 1 - 1) / 1);
        blur0<<<grid, block>>>(da, db, w, h);
        cudaMemcpy(img, db, w * h, cudaMemcpyDeviceToHost);
        unsigned long long hash = 0;
        for (int i = 0; i < w * h; i++) hash = hash * 131 + img[i];
        printf("blur0: %016llx %d %d\n", hash, img[0], img[w * h - 1]);
        cudaFree(da); cudaFree(db); free(img);
    }
    {
        const int n = 5864;
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
    {
        const int n = 24554, blocks = 768;
        int *in = (int *)malloc(n * sizeof(int)), *out = (int *)malloc(blocks * sizeof(int));
        for (int i = 0; i < n; i++) in[i] = (i * 37) % 19 - 9;
        int *din, *dout, *dtotal, total = 0;
        cudaMalloc(&din, n * sizeof(int)); cudaMalloc(&dout, blocks * sizeof(int)); cudaMalloc(&dtotal, sizeof(int));
        cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemset(dout, 0, blocks * sizeof(int)); cudaMemset(dtotal, 0, sizeof(int));
        reduce2<<<blocks, 32>>>(din, dout, dtotal, n);
        cudaMemcpy(out, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost);
        cudaMemcpy(&total, dtotal, sizeof(int), cudaMemcpyDeviceToHost);
        long long sum = 0, want = 0;
        for (int b = 0; b < blocks; b++) sum += out[b];
        for (int i = 0; i < n; i++) want += in[i];
        printf("reduce2: blocks %d, partial sums %lld, atomic total %d, host %lld, first %d last %d\n", blocks, sum, total, want, out[0], out[blocks - 1]);
        cudaFree(din); cudaFree(dout); cudaFree(dtotal); free(in); free(out);
    }
    {
        const int n = 14651;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = (i * 13) % 23 - 11;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        stencil3<<<(n + 32 - 1) / 32, 32>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("stencil3", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
