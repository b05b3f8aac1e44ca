#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

// Each block of a cluster of 4 writes its rank into its shared memory;
// after cluster.sync() every block reads its right neighbour's value.
__global__ void __cluster_dims__(4, 1, 1) ring(int *out) {
    __shared__ int mine[32];
    cg::cluster_group cluster = cg::this_cluster();
    cg::thread_block block = cg::this_thread_block();
    unsigned rank = cluster.block_rank();
    mine[block.thread_rank()] = rank * 100 + block.thread_rank();
    cluster.sync();
    int *right = cluster.map_shared_rank(mine, (rank + 1) % cluster.num_blocks());
    int v = right[block.thread_rank()];
    block.sync();
    cluster.sync();
    if (block.thread_rank() == 1) out[blockIdx.x] = v + 10000 * cluster.dim_blocks().x;
}

int main() {
    int *d, h[8];
    cudaMalloc(&d, sizeof(h));
    ring<<<8, 32>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    ring<<<6, 32>>>(d);
    printf("%s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
// Diagnostic: the grid's x dimension 6 is not a multiple of the cluster's 4
// Output:
// 40101 40201 40301 40001 40101 40201 40301 40001 
// cudaErrorInvalidValue
