// Shared memory carveout preference: cudaFuncAttributePreferredSharedMemoryCarveout
// values, what cudaFuncGetAttributes reads back, how the occupancy
// calculator answers, and a 1D stencil that must give the same result
// whatever the preference.
#include <cstdio>
#include <vector>
#include <cstring>
#include <cuda_runtime.h>

#define CUDA_TRY(expr) do { cudaError_t s_ = (expr); if (s_ != cudaSuccess) { \
    std::printf("[%s] %s\n", #expr, cudaGetErrorString(s_)); return 1; } } while (0)

constexpr int RADIUS = 3;

// 7-point stencil; the tile (block + halo) lives in dynamic shared memory,
// the weights in a small static array.
__global__ void stencil7(const float* in, float* out, int n) {
    extern __shared__ float tile[];
    __shared__ float w[2 * RADIUS + 1];
    if (threadIdx.x < 2 * RADIUS + 1) {
        const float ws[7] = {0.0625f, 0.125f, 0.1875f, 0.25f, 0.1875f, 0.125f, 0.0625f};
        w[threadIdx.x] = ws[threadIdx.x];
    }
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + RADIUS;
    tile[l] = (g < n) ? in[g] : 0.0f;
    if (threadIdx.x < RADIUS) {
        int left = g - RADIUS, right = g + blockDim.x;
        tile[threadIdx.x] = (left >= 0 && left < n) ? in[left] : 0.0f;
        tile[l + blockDim.x] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();
    if (g < n) {
        float acc = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; ++k) acc += w[k + RADIUS] * tile[l + k];
        out[g] = acc;
    }
}

struct Setting { const char* name; int value; };

int main() {
    const Setting settings[] = {
        {"default(-1)", cudaSharedmemCarveoutDefault},
        {"MaxL1(0)", cudaSharedmemCarveoutMaxL1},
        {"10%", 10}, {"25%", 25}, {"33%", 33}, {"50%", 50}, {"66%", 66}, {"75%", 75}, {"90%", 90},
        {"MaxShared(100)", cudaSharedmemCarveoutMaxShared},
        {"101 (invalid)", 101}, {"-2 (invalid)", -2}, {"1000 (invalid)", 1000},
    };
    const size_t dyns[] = {0, 8 * 1024, 20 * 1024, 40 * 1024};
    const int blockSizes[] = {128, 256};

    CUDA_TRY(cudaFuncSetAttribute(stencil7, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024));

    for (const Setting& s : settings) {
        cudaError_t e = cudaFuncSetAttribute(stencil7, cudaFuncAttributePreferredSharedMemoryCarveout, s.value);
        cudaFuncAttributes a;
        CUDA_TRY(cudaFuncGetAttributes(&a, stencil7));
        std::printf("carveout %-15s set=%-22s readback=%d maxDyn=%d static=%zu\n", s.name, cudaGetErrorName(e),
                    a.preferredShmemCarveout, a.maxDynamicSharedSizeBytes, a.sharedSizeBytes);
        cudaGetLastError();
        for (int bs : blockSizes) {
            std::printf("   bs=%d blocks/SM:", bs);
            for (size_t d : dyns) {
                int nb = -1;
                CUDA_TRY(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, stencil7, bs, d));
                std::printf(" dyn%-6zu=%2d", d, nb);
            }
            size_t avail1 = 0, avail4 = 0;
            CUDA_TRY(cudaOccupancyAvailableDynamicSMemPerBlock(&avail1, stencil7, 1, bs));
            CUDA_TRY(cudaOccupancyAvailableDynamicSMemPerBlock(&avail4, stencil7, 4, bs));
            std::printf("  avail(1)=%zu avail(4)=%zu\n", avail1, avail4);
        }
    }

    // kernel results must not depend on the carveout
    const int n = 10007;
    std::vector<float> h(n), r(n);
    for (int i = 0; i < n; ++i) h[i] = (float)((i * 37) % 64) - 31.5f;
    h[5000] = 1.0e30f;
    h[5001] = -1.0e30f;
    float *din, *dout;
    CUDA_TRY(cudaMalloc(&din, n * sizeof(float)));
    CUDA_TRY(cudaMalloc(&dout, n * sizeof(float)));
    CUDA_TRY(cudaMemcpy(din, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    const int carve[] = {0, 50, 100};
    for (int c : carve) {
        CUDA_TRY(cudaFuncSetAttribute(stencil7, cudaFuncAttributePreferredSharedMemoryCarveout, c));
        for (int bs : blockSizes) {
            size_t smem = (bs + 2 * RADIUS) * sizeof(float);
            CUDA_TRY(cudaMemset(dout, 0, n * sizeof(float)));
            stencil7<<<(n + bs - 1) / bs, bs, smem>>>(din, dout, n);
            CUDA_TRY(cudaGetLastError());
            CUDA_TRY(cudaMemcpy(r.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
            double sum = 0.0;
            unsigned bits = 0;
            for (int i = 0; i < n; ++i) {
                if (i < 4995 || i > 5006) sum += r[i];
                unsigned u; std::memcpy(&u, &r[i], 4); bits = bits * 33u + u;
            }
            std::printf("carve=%3d bs=%d r[0]=%.9g r[1]=%.9g r[127]=%.9g r[128]=%.9g r[4999]=%e r[5000]=%e r[5002]=%e r[n-1]=%.9g sum=%.6f bits=%08x\n",
                        c, bs, r[0], r[1], r[127], r[128], r[4999], r[5000], r[5002], r[n - 1], sum, bits);
        }
    }
    CUDA_TRY(cudaFree(din));
    CUDA_TRY(cudaFree(dout));
    return 0;
}
