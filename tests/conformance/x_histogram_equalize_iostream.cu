// Histogram equalization of an 8-bit image:
//   1) per-block shared-memory histogram with integer atomics, merged globally
//   2) Blelloch exclusive scan of the 256 bins in one block
//   3) LUT from the CDF (float math with __float2int_rn, integer variant too)
//   4) LUT applied with uchar4 loads plus a scalar tail
#include <cstdio>
#include <vector>
#include <numeric>
#include <algorithm>
#include <iostream>
#include <iomanip>
#include <cuda_runtime.h>

#define CUDA_CHECK(e) do { cudaError_t r_ = (e); if (r_ != cudaSuccess) { \
    std::printf("CUDA %s at line %d\n", cudaGetErrorString(r_), __LINE__); return 1; } } while (0)

constexpr int BINS = 256;

__global__ void histShared(const unsigned char *img, int n, unsigned *hist)
{
    __shared__ unsigned local[BINS];
    for (int i = threadIdx.x; i < BINS; i += blockDim.x) local[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[img[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < BINS; i += blockDim.x)
        if (local[i]) atomicAdd(&hist[i], local[i]);
}

// exclusive Blelloch scan of exactly 256 elements with 128 threads
__global__ void scan256(const unsigned *in, unsigned *excl, unsigned *incl)
{
    __shared__ unsigned s[BINS];
    int t = threadIdx.x;
    s[2 * t] = in[2 * t];
    s[2 * t + 1] = in[2 * t + 1];
    int offset = 1;
    for (int d = BINS >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
            s[bi] += s[ai];
        }
        offset <<= 1;
    }
    if (t == 0) s[BINS - 1] = 0;
    for (int d = 1; d < BINS; d <<= 1) {
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
            unsigned tmp = s[ai];
            s[ai] = s[bi];
            s[bi] += tmp;
        }
    }
    __syncthreads();
    excl[2 * t] = s[2 * t];
    excl[2 * t + 1] = s[2 * t + 1];
    incl[2 * t] = s[2 * t] + in[2 * t];
    incl[2 * t + 1] = s[2 * t + 1] + in[2 * t + 1];
}

__global__ void buildLut(const unsigned *cdf, int n, unsigned char *lutF, unsigned char *lutI)
{
    int v = threadIdx.x;
    // cdf_min: first non-zero inclusive cdf value (every thread finds it the same way)
    unsigned cmin = 0;
    for (int i = 0; i < BINS; ++i) if (cdf[i]) { cmin = cdf[i]; break; }
    unsigned c = cdf[v];
    float denom = (float)(n - (int)cmin);
    int f = denom > 0.0f ? __float2int_rn((float)((int)c - (int)cmin) * 255.0f / denom) : v;
    lutF[v] = (unsigned char)min(max(f, 0), 255);
    // integer: ((c - cmin) * 255 + denom/2) / denom using 64-bit to avoid overflow
    unsigned long long num = c > cmin ? (unsigned long long)(c - cmin) * 255ull : 0ull;
    unsigned long long den = (unsigned long long)(n - (int)cmin);
    lutI[v] = den ? (unsigned char)((num + den / 2) / den) : (unsigned char)v;
}

__global__ void applyLut(const unsigned char *in, unsigned char *out, int n, const unsigned char *lut)
{
    __shared__ unsigned char sl[BINS];
    for (int i = threadIdx.x; i < BINS; i += blockDim.x) sl[i] = lut[i];
    __syncthreads();
    int n4 = n / 4;
    const uchar4 *in4 = reinterpret_cast<const uchar4 *>(in);
    uchar4 *out4 = reinterpret_cast<uchar4 *>(out);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += gridDim.x * blockDim.x) {
        uchar4 p = in4[i];
        out4[i] = make_uchar4(sl[p.x], sl[p.y], sl[p.z], sl[p.w]);
    }
    int tail = n4 * 4 + blockIdx.x * blockDim.x + threadIdx.x;
    if (tail < n) out[tail] = sl[in[tail]];
}

int main()
{
    const int w = 613, h = 217, n = w * h;
    std::vector<unsigned char> img(n);
    unsigned seed = 2024u;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            seed = seed * 1103515245u + 12345u;
            int noise = (int)((seed >> 16) % 21) - 10;
            int v = 60 + (x * 40) / w + (y * 30) / h + noise;       // low-contrast, 50..140
            if ((x - 300) * (x - 300) + (y - 100) * (y - 100) < 400) v = 200 + noise / 2;
            img[y * w + x] = (unsigned char)std::min(std::max(v, 0), 255);
        }
    auto cpuHist = std::vector<unsigned>(BINS, 0);
    for (unsigned char p : img) cpuHist[p]++;

    unsigned char *dImg, *dOut, *dLutF, *dLutI;
    unsigned *dHist, *dExcl, *dIncl, *dHist2;
    CUDA_CHECK(cudaMalloc(&dImg, n)); CUDA_CHECK(cudaMalloc(&dOut, n));
    CUDA_CHECK(cudaMalloc(&dLutF, BINS)); CUDA_CHECK(cudaMalloc(&dLutI, BINS));
    CUDA_CHECK(cudaMalloc(&dHist, BINS * 4)); CUDA_CHECK(cudaMalloc(&dHist2, BINS * 4));
    CUDA_CHECK(cudaMalloc(&dExcl, BINS * 4)); CUDA_CHECK(cudaMalloc(&dIncl, BINS * 4));
    CUDA_CHECK(cudaMemcpy(dImg, img.data(), n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dHist, 0, BINS * 4));
    CUDA_CHECK(cudaMemset(dHist2, 0, BINS * 4));

    histShared<<<40, 256>>>(dImg, n, dHist);
    scan256<<<1, 128>>>(dHist, dExcl, dIncl);
    buildLut<<<1, BINS>>>(dIncl, n, dLutF, dLutI);
    applyLut<<<64, 192>>>(dImg, dOut, n, dLutF);
    histShared<<<7, 96>>>(dOut, n, dHist2);
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<unsigned> hist(BINS), excl(BINS), incl(BINS), hist2(BINS);
    std::vector<unsigned char> lutF(BINS), lutI(BINS), out(n);
    CUDA_CHECK(cudaMemcpy(hist.data(), dHist, BINS * 4, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(excl.data(), dExcl, BINS * 4, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(incl.data(), dIncl, BINS * 4, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hist2.data(), dHist2, BINS * 4, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(lutF.data(), dLutF, BINS, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(lutI.data(), dLutI, BINS, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(out.data(), dOut, n, cudaMemcpyDeviceToHost));

    std::printf("pixels %d, histogram matches CPU: %s, total %u\n", n,
                hist == cpuHist ? "yes" : "no", std::accumulate(hist.begin(), hist.end(), 0u));
    std::printf("bin: count excl incl lutF lutI\n");
    int lutDiff = 0;
    for (int v = 0; v < BINS; ++v) {
        if (lutF[v] != lutI[v]) ++lutDiff;
        if (hist[v] || v == 0 || v == 255)
            std::printf("%3d: %5u %6u %6u %3u %3u\n", v, hist[v], excl[v], incl[v], lutF[v], lutI[v]);
    }
    std::printf("float LUT vs integer LUT differences: %d\n", lutDiff);
    std::cout << "LUT (hex), 16 per line:\n";
    for (int v = 0; v < BINS; ++v) {
        std::cout << std::hex << std::setw(2) << std::setfill('0') << static_cast<int>(lutF[v])
                  << ((v % 16 == 15) ? '\n' : ' ');
    }
    std::cout << std::dec << std::setfill(' ');
    double meanIn = 0, meanOut = 0;
    for (int i = 0; i < n; ++i) { meanIn += img[i]; }

    unsigned long long cs = 0;
    for (int i = 0; i < n; ++i) { cs = cs * 31 + out[i]; meanOut += out[i]; }
    std::cout << "mean before " << std::fixed << std::setprecision(4) << meanIn / n << " after "
              << std::setw(10) << meanOut / n << std::defaultfloat << " ratio " << meanOut / meanIn << '\n';
    auto mm = std::minmax_element(out.begin(), out.end());
    std::printf("equalized checksum %llu min %u max %u last4 %u %u %u %u\n", cs, *mm.first, *mm.second,
                out[n - 4], out[n - 3], out[n - 2], out[n - 1]);
    std::printf("row 100 (every 20th):");
    for (int x = 0; x < w; x += 20) std::printf(" %u->%u", img[100 * w + x], out[100 * w + x]);
    std::printf("\nequalized histogram, non-empty bins:\n");
    int col = 0;
    for (int v = 0; v < BINS; ++v)
        if (hist2[v]) std::printf("%3d:%-5u%s", v, hist2[v], (++col % 8) ? " " : "\n");
    std::printf("\n");
    cudaFree(dImg); cudaFree(dOut); cudaFree(dLutF); cudaFree(dLutI);
    cudaFree(dHist); cudaFree(dHist2); cudaFree(dExcl); cudaFree(dIncl);
    return 0;
}
