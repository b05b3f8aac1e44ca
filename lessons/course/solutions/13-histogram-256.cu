#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define NBINS 256
#define CLUSTER 4                          // 256 bins / 64 bins per block
#define BINS_PER_BLOCK (NBINS / CLUSTER)
#define THREADS 256
#define BLOCKS 16                          // a multiple of CLUSTER
#define N (BLOCKS * THREADS * 4)

__global__ void __cluster_dims__(CLUSTER, 1, 1)
histogram(const int *input, int n, int *bins)
{
    __shared__ int local[BINS_PER_BLOCK];  // this block's share of the cluster's bins
    cg::cluster_group cluster = cg::this_cluster();

    for (int b = threadIdx.x; b < BINS_PER_BLOCK; b += blockDim.x)
        local[b] = 0;
    cluster.sync();                        // every block has started and cleared its bins

    int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        int bin = min(max(input[i], 0), NBINS - 1);
        int owner = bin / BINS_PER_BLOCK;
        int *ownerBins = cluster.map_shared_rank(local, owner);
        atomicAdd(&ownerBins[bin % BINS_PER_BLOCK], 1);
    }
    cluster.sync();                        // all updates are done before anyone reads or exits

    int *out = bins + cluster.block_rank() * BINS_PER_BLOCK;
    for (int b = threadIdx.x; b < BINS_PER_BLOCK; b += blockDim.x)
        atomicAdd(&out[b], local[b]);
}

int main()
{
    static int input[N];
    unsigned int state = 12345;
    for (int i = 0; i < N; i++) {          // values from -3 to NBINS + 2
        state = state * 1103515245u + 12345u;
        input[i] = (int)((state >> 16) % (NBINS + 6)) - 3;
    }
    int *dinput, *dbins, bins[NBINS];
    cudaMalloc(&dinput, sizeof(input));
    cudaMalloc(&dbins, sizeof(bins));
    cudaMemcpy(dinput, input, sizeof(input), cudaMemcpyHostToDevice);
    cudaMemset(dbins, 0, sizeof(bins));

    histogram<<<BLOCKS, THREADS>>>(dinput, N, dbins);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("launch failed: %s\n", cudaGetErrorString(err));
        return 1;
    }
    cudaMemcpy(bins, dbins, sizeof(bins), cudaMemcpyDeviceToHost);

    long long total = 0, weighted = 0;
    for (int b = 0; b < NBINS; b++) {
        total += bins[b];
        weighted += (long long)b * bins[b];
    }
    printf("bins: %d, cluster size: %d, bins per block: %d\n", NBINS, CLUSTER, BINS_PER_BLOCK);
    printf("first bin: %d, second bin: %d, last bin: %d\n", bins[0], bins[1], bins[NBINS - 1]);
    printf("total: %lld, sum of bin x count: %lld\n", total, weighted);
    cudaFree(dinput);
    cudaFree(dbins);
    return 0;
}
