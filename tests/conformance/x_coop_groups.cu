// Cooperative groups as the programming guide uses them: this_thread_block(), thread_rank,
// size, sync, tiled_partition<32> and <16> with shfl_down reductions, tiled_partition(block, 8)
// at run time, cg::reduce with cg::plus and cg::greater, and group-wide any/all/ballot.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

template <typename Group>
__device__ int tileSum(Group g, int v) {
    for (int off = g.size() / 2; off > 0; off /= 2) v += g.shfl_down(v, off);
    return v;
}

__global__ void groups(const int *in, int *out) {
    cg::thread_block block = cg::this_thread_block();
    __shared__ int partial[8];
    int v = in[block.group_index().x * block.size() + block.thread_rank()];
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<16> h16 = cg::tiled_partition<16>(block);
    int w = tileSum(warp, v);
    int h = tileSum(h16, v);
    if (warp.thread_rank() == 0) partial[warp.meta_group_rank()] = w;
    block.sync();
    if (block.thread_rank() == 0) {
        int total = 0;
        for (int i = 0; i < (int)(block.size() / 32); i++) total += partial[i];
        out[block.group_index().x] = total;
    }
    int r = cg::reduce(warp, v, cg::plus<int>());
    int m = cg::reduce(h16, v, cg::greater<int>());
    unsigned bal = warp.ballot(v > 50);
    int anyBig = warp.any(v > 90);
    int allPos = h16.all(v >= 0);
    cg::thread_group tile8 = cg::tiled_partition(block, 8);
    int rank8 = tile8.thread_rank();
    tile8.sync();
    if (block.thread_rank() % 16 == 0)
        printf("b%d t%3d: warp=%d half=%d reduce=%d max16=%d ballot=%08x any=%d all=%d rank8=%d size8=%d meta=%d/%d\n",
               block.group_index().x, block.thread_rank(), w, h, r, m, bal, anyBig, allPos, rank8,
               (int)tile8.size(), h16.meta_group_rank(), h16.meta_group_size());
}

int main() {
    const int blocks = 2, threads = 128;
    int h[blocks * threads];
    for (int i = 0; i < blocks * threads; i++) h[i] = (i * 13) % 97;
    int *din, *dout, r[blocks];
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    groups<<<blocks, threads>>>(din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("block sums: %d %d\n", r[0], r[1]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
