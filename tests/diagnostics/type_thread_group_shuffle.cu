// A thread_group is any group (a block, a tile, a coalesced group): it has size, thread_rank and
// sync, and the shuffles belong to the tiles that tiled_partition<N> makes. CUDA 13 declares its
// num_threads() without defining it, so nvcc's link fails where the lab says so.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void sum(int *out) {
    cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 32);
    int v = threadIdx.x;
    for (int off = 16; off > 0; off /= 2) v += tile.shfl_down(v, off); // ERROR "thread_group has no member function 'shfl_down': a thread_group may hold any group; 'shfl_down' belongs to a thread_block_tile<N>, which tiled_partition<N>\(g\) makes"
    if (tile.thread_rank() == 0) out[threadIdx.x / 32] = v;
}

int main() {
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    sum<<<1, 128>>>(d);
    cudaDeviceSynchronize();
    return 0;
}

__global__ void count(unsigned long long *out) {
    cg::thread_group g = cg::this_thread_block();
    out[0] = g.num_threads(); // ERROR "thread_group::num_threads\(\) is declared in CUDA 13's cooperative_groups.h but never defined"
    out[1] = cg::group_size(g); // ERROR "cg::group_size\(g\) calls g.num_threads\(\), which CUDA 13's cooperative_groups.h declares for a thread_group but never defines"
}
