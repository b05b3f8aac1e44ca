// Sizing a shared-memory histogram with cudaOccupancyAvailableDynamicSMemPerBlock:
// "I want K blocks of B threads resident per SM: how many bins can each
// block keep in shared memory?"  Then launch exactly that and verify.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    std::printf("CUDA failure %s at %s:%d\n", cudaGetErrorName(e_), __FILE__, __LINE__); std::exit(1); } } while (0)

__global__ void shared_hist(const unsigned* keys, int n, unsigned* hist, int nbins) {
    extern __shared__ unsigned bins[];
    __shared__ int blockTouched;
    if (threadIdx.x == 0) blockTouched = 0;
    for (int b = threadIdx.x; b < nbins; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        atomicAdd(&bins[keys[i] % nbins], 1u);
        atomicAdd(&blockTouched, 1);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < nbins; b += blockDim.x)
        if (bins[b]) atomicAdd(&hist[b], bins[b]);
}

static size_t avail(int numBlocks, int blockSize, cudaError_t* err) {
    size_t bytes = 0xdeadbeef;
    *err = cudaOccupancyAvailableDynamicSMemPerBlock(&bytes, shared_hist, numBlocks, blockSize);
    cudaGetLastError();
    return bytes;
}

static void table(const char* title) {
    std::printf("%s\n", title);
    const int blocks[] = {1, 2, 3, 4, 5, 7, 8, 16, 17, 32, 33};
    const int sizes[] = {64, 128, 256, 1024};
    for (int bs : sizes) {
        std::printf("  bs=%4d:", bs);
        for (int k : blocks) {
            cudaError_t e;
            size_t b = avail(k, bs, &e);
            if (e == cudaSuccess) std::printf(" %d:%zu", k, b);
            else std::printf(" %d:%s", k, e == cudaErrorInvalidValue ? "inval" : cudaGetErrorName(e));
        }
        std::printf("\n");
    }
    cudaError_t e;
    avail(0, 128, &e);  std::printf("  numBlocks=0 -> %s\n", cudaGetErrorName(e));
    avail(1, 0, &e);    std::printf("  blockSize=0 -> %s\n", cudaGetErrorName(e));
    avail(1, 1025, &e); std::printf("  blockSize=1025 -> %s\n", cudaGetErrorName(e));
}

int main() {
    cudaFuncAttributes fa;
    CHECK(cudaFuncGetAttributes(&fa, shared_hist));
    std::printf("shared_hist static=%zu maxDyn=%d maxThreads=%d\n", fa.sharedSizeBytes, fa.maxDynamicSharedSizeBytes, fa.maxThreadsPerBlock);
    table("default limit (48 KB):");

    int optin = 0, sms = 0;
    CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    CHECK(cudaFuncSetAttribute(shared_hist, cudaFuncAttributeMaxDynamicSharedMemorySize, optin - (int)fa.sharedSizeBytes));
    CHECK(cudaFuncGetAttributes(&fa, shared_hist));
    std::printf("after opt-in maxDyn=%d\n", fa.maxDynamicSharedSizeBytes);
    table("opt-in limit:");

    // data: skewed keys so that bins differ
    const int n = 1 << 18;
    std::vector<unsigned> keys(n);
    unsigned s = 2463534242u;
    for (int i = 0; i < n; ++i) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        keys[i] = (i % 5 == 0) ? (s % 97) : s;
    }
    unsigned *dkeys, *dhist;
    CHECK(cudaMalloc(&dkeys, n * sizeof(unsigned)));
    CHECK(cudaMemcpy(dkeys, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));

    struct Plan { int blocksPerSM; int blockSize; };
    const Plan plans[] = {{1, 1024}, {2, 512}, {3, 256}, {4, 256}, {6, 128}, {8, 64}, {16, 128}};
    for (const Plan& p : plans) {
        cudaError_t e;
        size_t bytes = avail(p.blocksPerSM, p.blockSize, &e);
        if (e != cudaSuccess) { std::printf("plan %d x %d: %s\n", p.blocksPerSM, p.blockSize, cudaGetErrorName(e)); continue; }
        int nbins = (int)(bytes / sizeof(unsigned));
        int occ = 0;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, shared_hist, p.blockSize, bytes));
        int grid = p.blocksPerSM * sms;
        CHECK(cudaMalloc(&dhist, nbins * sizeof(unsigned)));
        CHECK(cudaMemset(dhist, 0, nbins * sizeof(unsigned)));
        shared_hist<<<grid, p.blockSize, bytes>>>(dkeys, n, dhist, nbins);
        cudaError_t le = cudaGetLastError();
        CHECK(cudaDeviceSynchronize());
        std::vector<unsigned> h(nbins);
        CHECK(cudaMemcpy(h.data(), dhist, nbins * sizeof(unsigned), cudaMemcpyDeviceToHost));
        std::vector<unsigned> ref(nbins, 0);
        for (int i = 0; i < n; ++i) ref[keys[i] % nbins]++;
        long long total = 0; int bad = 0;
        for (int b = 0; b < nbins; ++b) { total += h[b]; bad += h[b] != ref[b]; }
        auto mx = std::max_element(h.begin(), h.end());
        std::printf("plan %2d x %4d: dyn=%6zu bins=%5d occ=%2d grid=%4d launch=%s total=%lld mismatches=%d max=%u@%d h[0]=%u h[nbins-1]=%u\n",
                    p.blocksPerSM, p.blockSize, bytes, nbins, occ, grid, cudaGetErrorName(le), total, bad,
                    *mx, (int)(mx - h.begin()), h[0], h[nbins - 1]);
        CHECK(cudaFree(dhist));
    }

    // one byte more than available for a single block must not launch
    cudaError_t e;
    size_t one = avail(1, 1024, &e);
    CHECK(cudaMalloc(&dhist, 16 * sizeof(unsigned)));
    shared_hist<<<1, 1024, one + 1>>>(dkeys, 1000, dhist, 16);
    std::printf("avail(1,1024)+1 = %zu bytes -> %s\n", one + 1, cudaGetErrorName(cudaGetLastError()));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(dhist));
    CHECK(cudaFree(dkeys));
    return 0;
}
