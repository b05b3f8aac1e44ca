// The free functions of cooperative groups (cg::thread_rank(g), cg::group_size(g), cg::sync(g))
// on every kind of group, cg::this_thread(), and libcu++ spelled as library code spells it:
// ::cuda::atomic_ref with a global qualifier, built with braces, and ::cuda::std:: names.
#include <cstdio>
#include <cstdint>
#include <cooperative_groups.h>
#include <cuda/atomic>
namespace cg = cooperative_groups;

__global__ void groups(unsigned long long *out, int *counter) {
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<8>(block);
    cg::thread_group quarter = cg::tiled_partition(block, 4);
    auto me = cg::this_thread();
    unsigned long long *o = out + (blockIdx.x * blockDim.x + threadIdx.x) * 10;
    o[0] = cg::thread_rank(block);
    o[1] = cg::group_size(block);
    o[2] = cg::thread_rank(tile) * 100 + cg::group_size(tile);
    o[3] = cg::thread_rank(quarter) * 100 + quarter.size();
    o[4] = cg::group_size(me) * 100 + me.thread_rank() * 10 + me.meta_group_size();
    cg::sync(tile);
    cg::sync(quarter);
    cg::sync(block);
    if (threadIdx.x % 3 == 0) {
        cg::coalesced_group active = cg::coalesced_threads();
        o[5] = cg::thread_rank(active) * 100 + cg::group_size(active);
        cg::sync(active);
    } else {
        o[5] = 0;
    }
    o[6] = cg::thread_rank(cg::this_grid()) * 1000 + cg::group_size(cg::this_grid());
    auto c = ::cuda::atomic_ref<int, ::cuda::thread_scope_device>{*counter};
    o[7] = c.fetch_add(1, ::cuda::std::memory_order_relaxed) >= 0;
    ::cuda::std::uint32_t w = threadIdx.x * 3u;
    o[8] = w;
    o[9] = tile.meta_group_rank() * 100 + tile.meta_group_size();
}

int main() {
    const int threads = 48;
    static unsigned long long h[2 * threads * 10];
    unsigned long long *d;
    int *counter, total;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&counter, sizeof(int));
    cudaMemset(counter, 0, sizeof(int));
    groups<<<2, threads>>>(d, counter);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(&total, counter, sizeof total, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 2 * threads; t += 7) {
        printf("t%2d:", t);
        for (int k = 0; k < 10; k++) printf(" %llu", h[t * 10 + k]);
        printf("\n");
    }
    printf("counter %d\n%s\n", total, cudaGetErrorString(cudaGetLastError()));
    return 0;
}
