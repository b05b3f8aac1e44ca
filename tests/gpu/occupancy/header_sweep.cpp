// header_sweep.cpp asks NVIDIA's own occupancy calculator (cuda_occupancy.h,
// which cudaOccupancyMaxActiveBlocksPerMultiprocessor follows) about every
// GPU profile of CC 3.0 and later, so that hardware/occupancy can be checked
// on GPUs the lab has no access to (header_test.go reads the output).
//
// Build with any C++ compiler and a CUDA toolkit's headers (no GPU needed):
//   c++ -O2 -I/usr/local/cuda/include -o header_sweep header_sweep.cpp
// then regenerate header.csv with
//   go test ./hardware/occupancy -run HeaderSweep -header-sweep=$PWD/header_sweep
// which feeds the profiles' device properties to it on stdin, one GPU per line:
//   name major minor maxThreadsPerBlock maxThreadsPerSM regsPerBlock regsPerSM
//   warpSize smemPerBlock smemPerSM numSms smemPerBlockOptin reservedSmemPerBlock
// Output: gpu,numRegs,staticSmem,threads,dynSmem,carveout,cacheConfig,maxDynAttr,blocksPerSM
#include <cstdint>
#include <cstdio>
#include <cuda_occupancy.h>

// A fixed linear congruential generator, so the points never change.
static uint64_t state = 20261122;
static int pick(int n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)((state >> 33) % (uint64_t)n);
}

int main() {
    char name[64];
    cudaOccDeviceProp prop;
    size_t smemPerBlock, smemPerSM, optin, reserved;
    printf("gpu,numRegs,staticSmem,threads,dynSmem,carveout,cacheConfig,maxDynAttr,blocksPerSM\n");
    while (scanf("%63s %d %d %d %d %d %d %d %zu %zu %d %zu %zu", name, &prop.computeMajor,
                 &prop.computeMinor, &prop.maxThreadsPerBlock, &prop.maxThreadsPerMultiprocessor,
                 &prop.regsPerBlock, &prop.regsPerMultiprocessor, &prop.warpSize, &smemPerBlock,
                 &smemPerSM, &prop.numSms, &optin, &reserved) == 13) {
        prop.sharedMemPerBlock = smemPerBlock;
        prop.sharedMemPerMultiprocessor = smemPerSM;
        prop.sharedMemPerBlockOptin = optin;
        prop.reservedSharedMemPerBlock = reserved;
        static const int regsChoices[] = {0, 1, 8, 16, 20, 21, 24, 32, 33, 40, 48, 56, 63, 64, 72,
                                          80, 96, 100, 128, 168, 200, 232, 255, 256};
        static const int statics[] = {0, 0, 0, 1000, 4096, 12000, 40000, 49152};
        static const int carveouts[] = {-1, -1, 0, 10, 25, 50, 75, 100};
        for (int i = 0; i < 1500; i++) {
            cudaOccFuncAttributes attr;  // as converted from cudaFuncAttributes
            attr.maxThreadsPerBlock = 1024;
            attr.numRegs = regsChoices[pick(sizeof regsChoices / sizeof regsChoices[0])];
            attr.sharedSizeBytes = (size_t)statics[pick(sizeof statics / sizeof statics[0])];
            attr.partitionedGCConfig = PARTITIONED_GC_OFF;
            attr.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
            attr.numBlockBarriers = 1;
            attr.virtualResourceCount = 0;
            if (attr.sharedSizeBytes > smemPerBlock) attr.sharedSizeBytes = smemPerBlock;
            size_t defaultMax = smemPerBlock - attr.sharedSizeBytes;
            size_t optinMax = optin > attr.sharedSizeBytes ? optin - attr.sharedSizeBytes : 0;
            attr.maxDynamicSharedSizeBytes = pick(2) ? defaultMax : optinMax;
            int threads = pick(4) ? 32 * (1 + pick(32)) : 1 + pick(1100);
            size_t dyn = 0;
            switch (pick(4)) {
            case 0: break;
            case 1: dyn = (size_t)pick((int)attr.maxDynamicSharedSizeBytes + 1); break;
            case 2: dyn = attr.maxDynamicSharedSizeBytes; break;
            default: dyn = (size_t)pick((int)optin + 2048); break;
            }
            cudaOccDeviceState st;
            st.carveoutConfig = carveouts[pick(sizeof carveouts / sizeof carveouts[0])];
            st.cacheConfig = (cudaOccCacheConfig)(pick(3) ? 0 : pick(4));
            cudaOccResult res;
            cudaOccError err = cudaOccMaxActiveBlocksPerMultiprocessor(&res, &prop, &attr, &st, threads, dyn);
            int blocks = err == CUDA_OCC_SUCCESS ? res.activeBlocksPerMultiprocessor : -1;
            printf("%s,%d,%zu,%d,%zu,%d,%d,%zu,%d\n", name, attr.numRegs, attr.sharedSizeBytes, threads,
                   dyn, st.carveoutConfig, (int)st.cacheConfig, attr.maxDynamicSharedSizeBytes, blocks);
        }
    }
    return 0;
}
