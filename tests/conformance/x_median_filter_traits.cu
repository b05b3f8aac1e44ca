// Median filters with sorting networks in registers:
//  - 3x3 median (19 compare-exchange network) on uchar, from a shared-memory tile
//  - 5x5 median (odd-even transposition sort, unrolled) on uchar
//  - 3x3 median on float with fminf/fmaxf exchanges (NaN, Inf, -0 in the data)
#include <cstdio>
#include <cstring>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call) do { cudaError_t s = (call); if (s != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(s)); return 1; } } while (0)

template <typename T> struct MinMax;
template <> struct MinMax<unsigned char> {
    __device__ static void cx(unsigned char &a, unsigned char &b) { unsigned char t = min(a, b); b = max(a, b); a = t; }
};
template <> struct MinMax<float> {
    __device__ static void cx(float &a, float &b) { float t = fminf(a, b); b = fmaxf(a, b); a = t; }
};

#define CX(i, j) MinMax<T>::cx(p[i], p[j])

// Devillard / Paeth optimal 9-element median network
template <typename T>
__device__ T median9(T *p)
{
    CX(1, 2); CX(4, 5); CX(7, 8); CX(0, 1); CX(3, 4); CX(6, 7);
    CX(1, 2); CX(4, 5); CX(7, 8); CX(0, 3); CX(5, 8); CX(4, 7);
    CX(3, 6); CX(1, 4); CX(2, 5); CX(4, 7); CX(4, 2); CX(6, 4);
    CX(4, 2);
    return p[4];
}

template <int N, typename T>
__device__ void oddEvenSort(T *p)
{
#pragma unroll
    for (int phase = 0; phase < N; ++phase) {
#pragma unroll
        for (int i = phase & 1; i + 1 < N; i += 2) MinMax<T>::cx(p[i], p[i + 1]);
    }
}

constexpr int TX = 16, TY = 8;

__global__ void median3x3Tiled(const unsigned char *in, unsigned char *out, int w, int h)
{
    __shared__ unsigned char tile[TY + 2][TX + 2];
    int gx0 = blockIdx.x * TX - 1, gy0 = blockIdx.y * TY - 1;
    for (int k = threadIdx.y * TX + threadIdx.x; k < (TX + 2) * (TY + 2); k += TX * TY) {
        int ty = k / (TX + 2), tx = k % (TX + 2);
        int gx = min(max(gx0 + tx, 0), w - 1), gy = min(max(gy0 + ty, 0), h - 1);
        tile[ty][tx] = in[gy * w + gx];
    }
    __syncthreads();
    int x = blockIdx.x * TX + threadIdx.x, y = blockIdx.y * TY + threadIdx.y;
    if (x >= w || y >= h) return;
    unsigned char p[9];
#pragma unroll
    for (int j = 0; j < 3; ++j)
#pragma unroll
        for (int i = 0; i < 3; ++i) p[j * 3 + i] = tile[threadIdx.y + j][threadIdx.x + i];
    out[y * w + x] = median9(p);
}

__global__ void median5x5(const unsigned char *in, unsigned char *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    unsigned char p[25];
#pragma unroll
    for (int j = 0; j < 5; ++j)
#pragma unroll
        for (int i = 0; i < 5; ++i) {
            int xx = min(max(x + i - 2, 0), w - 1), yy = min(max(y + j - 2, 0), h - 1);
            p[j * 5 + i] = in[yy * w + xx];
        }
    oddEvenSort<25>(p);
    out[y * w + x] = p[12];
}

__global__ void median3x3Float(const float *in, float *out, float *sortedOut, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float p[9], q[9];
    for (int j = 0; j < 3; ++j)
        for (int i = 0; i < 3; ++i) {
            int xx = min(max(x + i - 1, 0), w - 1), yy = min(max(y + j - 1, 0), h - 1);
            p[j * 3 + i] = q[j * 3 + i] = in[yy * w + xx];
        }
    out[y * w + x] = median9(p);
    oddEvenSort<9>(q);
    if (y == 1)
        for (int k = 0; k < 9; ++k) sortedOut[x * 9 + k] = q[k];
}

int main()
{
    const int w = 57, h = 23, n = w * h;
    std::vector<unsigned char> img(n);
    unsigned s = 7u;
    int salt = 0, pepper = 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            int v = 100 + (x * 2) + ((y / 6) % 2) * 40;     // ramp with bands
            s = s * 747796405u + 2891336453u;
            unsigned r = (s >> 24);
            if (r < 20) { v = 255; ++salt; } else if (r < 40) { v = 0; ++pepper; }
            img[y * w + x] = (unsigned char)(v > 255 ? 255 : v);
        }
    printf("noise: %d salt, %d pepper of %d\n", salt, pepper, n);
    unsigned char *dIn, *dM3, *dM5;
    CUDA_CHECK(cudaMalloc(&dIn, n)); CUDA_CHECK(cudaMalloc(&dM3, n)); CUDA_CHECK(cudaMalloc(&dM5, n));
    CUDA_CHECK(cudaMemcpy(dIn, img.data(), n, cudaMemcpyHostToDevice));
    dim3 blk(TX, TY), grd((w + TX - 1) / TX, (h + TY - 1) / TY);
    median3x3Tiled<<<grd, blk>>>(dIn, dM3, w, h);
    median5x5<<<grd, blk>>>(dIn, dM5, w, h);
    CUDA_CHECK(cudaGetLastError());
    std::vector<unsigned char> m3(n), m5(n);
    CUDA_CHECK(cudaMemcpy(m3.data(), dM3, n, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(m5.data(), dM5, n, cudaMemcpyDeviceToHost));

    int extremes3 = 0, extremes5 = 0;
    unsigned long long c3 = 0, c5 = 0;
    for (int i = 0; i < n; ++i) {
        extremes3 += (m3[i] == 0 || m3[i] == 255);
        extremes5 += (m5[i] == 0 || m5[i] == 255);
        c3 = c3 * 131 + m3[i];
        c5 = c5 * 131 + m5[i];
    }
    printf("3x3: remaining 0/255 pixels %d checksum %llu\n", extremes3, c3);
    printf("5x5: remaining 0/255 pixels %d checksum %llu\n", extremes5, c5);
    for (int y : {0, 5, 6, 22}) {
        printf("row %2d in :", y); for (int x = 0; x < 24; ++x) printf(" %3u", img[y * w + x]); printf("\n");
        printf("row %2d m3 :", y); for (int x = 0; x < 24; ++x) printf(" %3u", m3[y * w + x]); printf("\n");
        printf("row %2d m5 :", y); for (int x = 0; x < 24; ++x) printf(" %3u", m5[y * w + x]); printf("\n");
    }

    // float image with special values
    const int fw = 11, fh = 4;
    float f[fw * fh];
    for (int i = 0; i < fw * fh; ++i) f[i] = (float)((i * 7) % 13) - 6.0f + 0.25f * (i % 3);
    f[1 * fw + 2] = NAN;  f[1 * fw + 3] = NAN;  f[2 * fw + 3] = NAN;
    f[0 * fw + 6] = INFINITY; f[1 * fw + 6] = -INFINITY; f[2 * fw + 7] = INFINITY;
    f[1 * fw + 9] = -0.0f; f[1 * fw + 10] = 0.0f; f[0 * fw + 10] = -0.0f; f[2 * fw + 10] = -0.0f;
    float *dF, *dFo, *dSorted;
    CUDA_CHECK(cudaMalloc(&dF, sizeof(f))); CUDA_CHECK(cudaMalloc(&dFo, sizeof(f)));
    CUDA_CHECK(cudaMalloc(&dSorted, fw * 9 * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dF, f, sizeof(f), cudaMemcpyHostToDevice));
    median3x3Float<<<dim3(2, 1), dim3(8, 4)>>>(dF, dFo, dSorted, fw, fh);
    float fo[fw * fh], sorted[fw * 9];
    CUDA_CHECK(cudaMemcpy(fo, dFo, sizeof(fo), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(sorted, dSorted, sizeof(sorted), cudaMemcpyDeviceToHost));
    for (int y = 0; y < fh; ++y) {
        printf("f row %d in :", y); for (int x = 0; x < fw; ++x) printf(" %6g", f[y * fw + x]); printf("\n");
        printf("f row %d med:", y); for (int x = 0; x < fw; ++x) printf(" %6g", fo[y * fw + x]); printf("\n");
    }
    for (int x = 0; x < fw; ++x) {
        printf("sorted window (x=%2d,y=1):", x);
        for (int k = 0; k < 9; ++k) {
            unsigned b; memcpy(&b, &sorted[x * 9 + k], 4);
            printf(" %g%s", sorted[x * 9 + k], (b == 0x80000000u) ? "(-0)" : "");
        }
        printf("\n");
    }
    cudaFree(dIn); cudaFree(dM3); cudaFree(dM5); cudaFree(dF); cudaFree(dFo); cudaFree(dSorted);
    return 0;
}
