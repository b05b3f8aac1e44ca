// tests/randprog's course_a05, kept here for its Nsight Compute counters (course kernels at sizes that are not multiples of their blocks).
// Course kernels at random sizes (tests/randprog/gen, kind course, seed 110235).
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

__global__ void blur1(const unsigned char *in, unsigned char *out, int w, int h) {
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
        const int n = 13494;
        float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
        for (int i = 0; i < n; i++) { x[i] = (float)(i % 17); y[i] = (float)(i % 5) - 2.0f; }
        float *dx, *dy;
        cudaMalloc(&dx, n * sizeof(float)); cudaMalloc(&dy, n * sizeof(float));
        cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice);
        saxpy0<<<1, 96>>>(n, 0.0f, dx, dy);
        cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
        printFloats("saxpy0", y, n);
        cudaFree(dx); cudaFree(dy); free(x); free(y);
    }
    {
        const int w = 387, h = 203;
        unsigned char *img = (unsigned char *)malloc(w * h);
        for (int i = 0; i < w * h; i++) img[i] = (unsigned char)((i % w) * 3 + (i / w) * 5);
        unsigned char *da, *db;
        cudaMalloc(&da, w * h); cudaMalloc(&db, w * h);
        cudaMemcpy(da, img, w * h, cudaMemcpyHostToDevice);
        dim3 block(8, 16), grid((w + 8 - 1) / 8, (h + 16 - 1) / 16);
        blur1<<<grid, block>>>(da, db, w, h);
        cudaMemcpy(img, db, w * h, cudaMemcpyDeviceToHost);
        unsigned long long hash = 0;
        for (int i = 0; i < w * h; i++) hash = hash * 131 + img[i];
        printf("blur1: %016llx %d %d\n", hash, img[0], img[w * h - 1]);
        cudaFree(da); cudaFree(db); free(img);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
