// Escape-time loops with a constant trip count and an early exit, which
// nvcc unrolls: whole up to 30 trips, otherwise in copies of 8, 4 or 2
// (the largest dividing the trips). Within a group of copies the products
// |z|² ends one copy with are the products z*z starts the next with, so
// neither fuses there; only a group's first z*z and its last |z|² fuse.
// Julia sets as CUDA by Example writes them (a complex struct, 200 trips)
// and Mandelbrot sets with scalars (256, 100, 50 and 24 trips), in float
// and double: counts, checksums and a few orbits' last values.
#include <cstdio>

struct cuComplex {
    float r, i;
    __device__ cuComplex(float a, float b) : r(a), i(b) {}
    __device__ float magnitude2(void) { return r * r + i * i; }
    __device__ cuComplex operator*(const cuComplex &a) { return cuComplex(r * a.r - i * a.i, i * a.r + r * a.i); }
    __device__ cuComplex operator+(const cuComplex &a) { return cuComplex(r + a.r, i + a.i); }
};

#define DIM 160

__device__ int julia(int x, int y, float cr, float ci) {
    const float scale = 1.5;
    float jx = scale * (float)(DIM / 2 - x) / (DIM / 2);
    float jy = scale * (float)(DIM / 2 - y) / (DIM / 2);
    cuComplex c(cr, ci);
    cuComplex a(jx, jy);
    for (int i = 0; i < 200; i++) {
        a = a * a + c;
        if (a.magnitude2() > 1000) return 0;
    }
    return 1;
}

__global__ void juliaKernel(int *out, float cr, float ci) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < DIM) out[y * DIM + x] = julia(x, y, cr, ci);
}

template <int MAXIT, typename T>
__global__ void mandel(int *iters, T *lastX, int w, int h) {
    int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y;
    if (px >= w) return;
    T cx = (T)-2.2 + (T)3.0 * px / w, cy = (T)-1.2 + (T)2.4 * py / h;
    T x = 0, y = 0;
    int it;
    for (it = 0; it < MAXIT; it++) {
        T xt = x * x - y * y + cx;
        y = (T)2 * x * y + cy;
        x = xt;
        if (x * x + y * y > (T)4) break;
    }
    iters[py * w + px] = it;
    lastX[py * w + px] = x;
}

template <int MAXIT, typename T>
void runMandel(const char *name, int w, int h) {
    int *d, *hi = new int[w * h];
    T *dx, *hx = new T[w * h];
    cudaMalloc(&d, w * h * sizeof(int));
    cudaMalloc(&dx, w * h * sizeof(T));
    mandel<MAXIT, T><<<dim3((w + 63) / 64, h), 64>>>(d, dx, w, h);
    cudaMemcpy(hi, d, w * h * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(hx, dx, w * h * sizeof(T), cudaMemcpyDeviceToHost);
    long long sum = 0, weighted = 0;
    int inside = 0;
    for (int k = 0; k < w * h; k++) {
        sum += hi[k];
        weighted += (long long)hi[k] * (k % 97 + 1);
        inside += hi[k] == MAXIT;
    }
    printf("%s maxit=%d: inside %d, sum %lld, weighted %lld\n", name, MAXIT, inside, sum, weighted);
    for (int k = 37; k < w * h; k += w * h / 7)
        printf("  pixel %5d: %3d iterations, x = %.9g\n", k, hi[k], (double)hx[k]);
    cudaFree(d);
    cudaFree(dx);
    delete[] hi;
    delete[] hx;
}

int main() {
    int *d, *h = new int[DIM * DIM];
    cudaMalloc(&d, DIM * DIM * sizeof(int));
    const float cs[][2] = {{-0.8f, 0.156f}, {0.285f, 0.01f}, {-0.4f, 0.6f}, {-0.7269f, 0.1889f}};
    for (auto &c : cs) {
        juliaKernel<<<dim3((DIM + 63) / 64, DIM), 64>>>(d, c[0], c[1]);
        cudaMemcpy(h, d, DIM * DIM * sizeof(int), cudaMemcpyDeviceToHost);
        int ones = 0;
        unsigned hash = 2166136261u;
        for (int k = 0; k < DIM * DIM; k++) {
            ones += h[k];
            hash = (hash ^ (unsigned)(h[k] * (k + 1))) * 16777619u;
        }
        printf("julia(%g, %g): %d inside, hash %08x\n", c[0], c[1], ones, hash);
    }
    cudaFree(d);
    delete[] h;
    runMandel<256, float>("float", 200, 120);
    runMandel<100, float>("float", 200, 120);
    runMandel<50, float>("float", 200, 120);
    runMandel<24, float>("float", 200, 120);
    runMandel<256, double>("double", 200, 120);
    return 0;
}
