// cudaLaunchKernelEx, the extensible launch the programming guide uses for thread block
// clusters: its distributed-shared-memory histogram launched with cluster sizes 1, 2 and 4 from a
// cudaLaunchAttributeClusterDimension attribute (each block keeps nbins / cluster bins in dynamic
// shared memory and the cluster's blocks add into each other's through map_shared_rank), a plain
// kernel launched with no attributes and arguments converted to its parameters' types (a struct
// among them), an ignored attribute and a priority, and the launches CUDA refuses: a grid that is
// not a whole number of clusters, a cluster larger than the portable 8 blocks, an empty block.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void clusterHist(int *bins, const int nbins, const int bins_per_block, const int *__restrict__ input, size_t array_size) {
    extern __shared__ int smem[];
    int tid = cg::this_grid().thread_rank();
    cg::cluster_group cluster = cg::this_cluster();
    int cluster_size = cluster.dim_blocks().x;
    for (int i = threadIdx.x; i < bins_per_block; i += blockDim.x) smem[i] = 0;
    cluster.sync();
    for (int i = tid; i < array_size; i += blockDim.x * gridDim.x) {
        int binid = input[i];
        if (binid < 0) binid = 0;
        else if (binid >= nbins) binid = nbins - 1;
        int *dst = cluster.map_shared_rank(smem, binid / bins_per_block);
        atomicAdd(dst + binid % bins_per_block, 1);
    }
    cluster.sync();
    int *lbins = bins + cluster.block_rank() * bins_per_block;
    for (int i = threadIdx.x; i < bins_per_block; i += blockDim.x) atomicAdd(&lbins[i], smem[i]);
    if (threadIdx.x == 0 && blockIdx.x == 0) bins[nbins] = cluster_size;
}

struct Scale {
    float factor;
    int offset;
};

__global__ void scaled(float *out, float x, Scale s, long long n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = x * i * s.factor + s.offset;
}

const char *launch(cudaLaunchConfig_t *config, int *bins, int nbins, int perBlock, const int *input, size_t n) {
    cudaError_t e = cudaLaunchKernelEx(config, clusterHist, bins, nbins, perBlock, input, n);
    cudaError_t sync = cudaDeviceSynchronize();
    cudaGetLastError();
    return e != cudaSuccess ? cudaGetErrorName(e) : cudaGetErrorName(sync);
}

int main() {
    const int n = 4096, nbins = 64, threads = 128, blocks = 8;
    static int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 2654435761u >> 7) % 70 - 3;
    int *input, *bins;
    cudaMalloc(&input, sizeof h);
    cudaMalloc(&bins, (nbins + 1) * sizeof(int));
    cudaMemcpy(input, h, sizeof h, cudaMemcpyHostToDevice);
    for (int cluster = 1; cluster <= 4; cluster *= 2) {
        cudaMemset(bins, 0, (nbins + 1) * sizeof(int));
        cudaLaunchConfig_t config = {0};
        config.gridDim = blocks;
        config.blockDim = threads;
        int perBlock = nbins / cluster;
        config.dynamicSmemBytes = perBlock * sizeof(int);
        cudaFuncSetAttribute((void *)clusterHist, cudaFuncAttributeMaxDynamicSharedMemorySize, config.dynamicSmemBytes);
        cudaLaunchAttribute attribute[1];
        attribute[0].id = cudaLaunchAttributeClusterDimension;
        attribute[0].val.clusterDim.x = cluster;
        attribute[0].val.clusterDim.y = 1;
        attribute[0].val.clusterDim.z = 1;
        config.numAttrs = 1;
        config.attrs = attribute;
        const char *r = launch(&config, bins, nbins, perBlock, input, n);
        int out[nbins + 1];
        cudaMemcpy(out, bins, sizeof out, cudaMemcpyDeviceToHost);
        long total = 0, weighted = 0;
        for (int b = 0; b < nbins; b++) total += out[b], weighted += (long)b * out[b];
        printf("cluster %d: %s, bins 0..3 %d %d %d %d, last %d, total %ld, weighted %ld, cluster size %d\n",
               cluster, r, out[0], out[1], out[2], out[3], out[nbins - 1], total, weighted, out[nbins]);
    }
    // Launches CUDA refuses.
    cudaLaunchConfig_t bad = {0};
    cudaLaunchAttribute a[2];
    a[0].id = cudaLaunchAttributeClusterDimension;
    a[0].val.clusterDim.x = 3;
    a[0].val.clusterDim.y = 1;
    a[0].val.clusterDim.z = 1;
    bad.gridDim = dim3(8);
    bad.blockDim = dim3(64);
    bad.dynamicSmemBytes = 16 * sizeof(int);
    bad.attrs = a;
    bad.numAttrs = 1;
    printf("grid of 8, clusters of 3: %s\n", launch(&bad, bins, nbins, 16, input, n));
    a[0].val.clusterDim.x = 16;
    bad.gridDim = dim3(32);
    printf("clusters of 16: %s\n", launch(&bad, bins, nbins, 4, input, n));
    a[0].val.clusterDim.x = 2;
    bad.blockDim = dim3(0);
    printf("empty block: %s\n", launch(&bad, bins, nbins, 32, input, n));
    // A plain kernel: no attributes, then an ignored one and a priority.
    float *out, res[300];
    cudaMalloc(&out, sizeof res);
    cudaLaunchConfig_t plain = {0};
    plain.gridDim = dim3(3);
    plain.blockDim = dim3(100);
    Scale s = {0.5f, 7};
    cudaError_t e1 = cudaLaunchKernelEx(&plain, scaled, out, 3, s, 300);
    cudaMemcpy(res, out, sizeof res, cudaMemcpyDeviceToHost);
    printf("plain: %s %g %g %g\n", cudaGetErrorName(e1), res[1], res[150], res[299]);
    a[0].id = cudaLaunchAttributeIgnore;
    a[1].id = cudaLaunchAttributePriority;
    a[1].val.priority = 0;
    plain.attrs = a;
    plain.numAttrs = 2;
    s.offset = -2;
    cudaError_t e2 = cudaLaunchKernelEx(&plain, scaled, out, 2.5f, s, 200LL);
    cudaMemcpy(res, out, sizeof res, cudaMemcpyDeviceToHost);
    printf("attributes: %s %g %g %g\n", cudaGetErrorName(e2), res[1], res[150], res[250]);
    printf("sizes %zu %zu, ids %d %d %d %d\n", sizeof(cudaLaunchConfig_t), sizeof(cudaLaunchAttribute),
           (int)cudaLaunchAttributeIgnore, (int)cudaLaunchAttributeCooperative, (int)cudaLaunchAttributeClusterDimension, (int)cudaLaunchAttributePriority);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
