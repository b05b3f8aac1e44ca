// sweep.cu records cudaOccupancyMaxActiveBlocksPerMultiprocessor on a real GPU
// so that hardware/occupancy can be checked point by point (sweep_test.go).
//
// Build and run on the H200:
//   nvcc -arch=sm_90 -O2 -o sweep sweep.cu && ./sweep > h200.csv
//
// Output (CSV on stdout):
//   kernel,numRegs,staticSmem,threads,dynSmem,carveout,maxDynAttr,blocksPerSM
// numRegs and staticSmem are what cudaFuncGetAttributes reports for the
// compiled kernel. (ptxas raises any cap below 24 registers to 24 on sm_90,
// so the smallest cap used is 24.) blocksPerSM is -1 when the occupancy query itself failed
// (the error goes to stderr); every other CUDA call must succeed.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                         \
    do {                                                                    \
        cudaError_t err_ = (call);                                          \
        if (err_ != cudaSuccess) {                                          \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__,         \
                    __LINE__, #call, cudaGetErrorName(err_),                \
                    cudaGetErrorString(err_));                              \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

// LIVE values are loaded before any is used, and every one is needed at the
// end, so the kernel wants more than 255 registers and the __maxnreg__ cap is
// what decides the count (the rest spills to local memory).
#define LIVE 256

#define HEAVY_BODY                                                          \
    float v[LIVE];                                                          \
    int t = blockIdx.x * blockDim.x + threadIdx.x;                          \
    _Pragma("unroll") for (int i = 0; i < LIVE; i++) v[i] = in[t + i * n];  \
    _Pragma("unroll") for (int r = 0; r < 4; r++) {                         \
        _Pragma("unroll") for (int i = 0; i < LIVE; i++)                    \
            v[i] = v[i] * v[(i + 7 + r) % LIVE] + v[(i + 13) % LIVE];       \
    }                                                                       \
    double acc = 0;                                                         \
    _Pragma("unroll") for (int i = 0; i < LIVE; i++) acc += (double)v[i] * i;

#define HEAVY_KERNEL(N)                                                     \
    __global__ void __maxnreg__(N) heavy##N(const float *in, double *out, int n) { \
        HEAVY_BODY                                                          \
        out[t] = acc;                                                       \
    }

// Kernels with static shared memory as well, so that staticSmem varies.
#define SMEM_KERNEL(N, BYTES)                                               \
    __global__ void __maxnreg__(N) smem##N##_##BYTES(const float *in, double *out, int n) { \
        __shared__ float s[(BYTES) / 4];                                    \
        HEAVY_BODY                                                          \
        s[threadIdx.x % ((BYTES) / 4)] = (float)acc;                        \
        __syncthreads();                                                    \
        out[t] = s[(threadIdx.x + 1) % ((BYTES) / 4)];                      \
    }

HEAVY_KERNEL(56)
HEAVY_KERNEL(24)
HEAVY_KERNEL(32)
HEAVY_KERNEL(40)
HEAVY_KERNEL(48)
HEAVY_KERNEL(64)
HEAVY_KERNEL(72)
HEAVY_KERNEL(80)
HEAVY_KERNEL(96)
HEAVY_KERNEL(128)
HEAVY_KERNEL(168)
HEAVY_KERNEL(255)
SMEM_KERNEL(40, 4096)
SMEM_KERNEL(96, 12000)

struct Kernel {
    const char *name;
    const void *fn;
};

static const Kernel kernels[] = {
    {"heavy56", (const void *)heavy56},   {"heavy24", (const void *)heavy24},
    {"heavy32", (const void *)heavy32},   {"heavy40", (const void *)heavy40},
    {"heavy48", (const void *)heavy48},   {"heavy64", (const void *)heavy64},
    {"heavy72", (const void *)heavy72},   {"heavy80", (const void *)heavy80},
    {"heavy96", (const void *)heavy96},   {"heavy128", (const void *)heavy128},
    {"heavy168", (const void *)heavy168}, {"heavy255", (const void *)heavy255},
    {"smem40_4096", (const void *)smem40_4096},
    {"smem96_12000", (const void *)smem96_12000},
};

static const int carveouts[] = {-1, 0, 25, 50, 100};

int main() {
    int dev = 0;
    CHECK(cudaGetDevice(&dev));
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, dev));
    fprintf(stderr, "%s: CC %d.%d, %d SMs, smem/SM %zu, opt-in %zu, reserved %zu\n",
            prop.name, prop.major, prop.minor, prop.multiProcessorCount,
            prop.sharedMemPerMultiprocessor, prop.sharedMemPerBlockOptin,
            prop.reservedSharedMemPerBlock);

    printf("kernel,numRegs,staticSmem,threads,dynSmem,carveout,maxDynAttr,blocksPerSM\n");
    long points = 0;
    for (const Kernel &k : kernels) {
        cudaFuncAttributes attr;
        CHECK(cudaFuncGetAttributes(&attr, k.fn));
        const int staticSmem = (int)attr.sharedSizeBytes;
        const int defaultMax = (int)prop.sharedMemPerBlock - staticSmem;
        const int optinMax = (int)prop.sharedMemPerBlockOptin - staticSmem;
        fprintf(stderr, "%s: numRegs %d, static smem %d, local %zu B, maxDyn %d\n",
                k.name, attr.numRegs, staticSmem, attr.localSizeBytes,
                attr.maxDynamicSharedSizeBytes);

        // Two settings of cudaFuncAttributeMaxDynamicSharedMemorySize: the
        // default (48 KB minus static) and the opt-in maximum. Dynamic sizes
        // include values just below and above the limits and one that
        // exceeds the default attribute (the API must then answer 0).
        const int attrs[2] = {defaultMax, optinMax};
        for (int a = 0; a < 2; a++) {
            CHECK(cudaFuncSetAttribute(k.fn, cudaFuncAttributeMaxDynamicSharedMemorySize, attrs[a]));
            int dyn[4];
            int nd = 0;
            if (a == 0) {
                dyn[nd++] = 0;
                dyn[nd++] = 20000;
                dyn[nd++] = defaultMax;
                dyn[nd++] = defaultMax + 128;  // beyond the attribute
            } else {
                dyn[nd++] = 40000;
                dyn[nd++] = 100 * 1024;
                dyn[nd++] = 150000;
                dyn[nd++] = optinMax;
            }
            for (int c : carveouts) {
                CHECK(cudaFuncSetAttribute(k.fn, cudaFuncAttributePreferredSharedMemoryCarveout, c));
                for (int threads = 32; threads <= 1024; threads += 32) {
                    for (int d = 0; d < nd; d++) {
                        int blocks = 0;
                        cudaError_t err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
                            &blocks, k.fn, threads, (size_t)dyn[d]);
                        if (err != cudaSuccess) {
                            fprintf(stderr, "%s threads=%d dyn=%d carveout=%d: %s\n", k.name,
                                    threads, dyn[d], c, cudaGetErrorName(err));
                            blocks = -1;
                            (void)cudaGetLastError();  // clear the sticky-free error state
                        }
                        printf("%s,%d,%d,%d,%d,%d,%d,%d\n", k.name, attr.numRegs, staticSmem,
                               threads, dyn[d], c, attrs[a], blocks);
                        points++;
                    }
                }
            }
        }
        // Leave the kernel as it was found.
        CHECK(cudaFuncSetAttribute(k.fn, cudaFuncAttributePreferredSharedMemoryCarveout, -1));
        CHECK(cudaFuncSetAttribute(k.fn, cudaFuncAttributeMaxDynamicSharedMemorySize, defaultMax));
    }
    fprintf(stderr, "%ld points\n", points);
    return 0;
}
