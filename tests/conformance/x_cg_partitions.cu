// Partitions and the generic thread_group: binary_partition and labeled_partition (int and bool
// labels) of a warp tile, of a tile of 8 and of a coalesced group, with ranks, sizes, meta groups
// and a reduction in each part; match_any and match_all of tiles; __fns; tiled_partition at run
// time of a block whose last warp is partial, of a tile and of a coalesced group; and
// thread_group, which holds a block, a tile or a coalesced group, passed to a device function as
// the cooperative-groups introduction does (size(), thread_rank() and sync() through it, and their
// unsigned long long results printed with %llu).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

const int THREADS = 40, FIELDS = 16;

__device__ int reduceSum(cg::thread_group g, int *temp, int val) {
    int lane = g.thread_rank();
    for (int i = g.size() / 2; i > 0; i /= 2) {
        temp[lane] = val;
        g.sync();
        if (lane < i) val += temp[lane + i];
        g.sync();
    }
    return val;
}

__global__ void parts(int *out) {
    __shared__ int temp[64];
    int t = threadIdx.x;
    int *o = out + t * FIELDS;
    for (int i = t; i < 64; i += THREADS) temp[i] = 0; // the partial warp's tile reads past its threads
    __syncthreads();
    cg::thread_block block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    auto eight = cg::tiled_partition<8>(warp);
    cg::coalesced_group bp = cg::binary_partition(warp, t % 5 == 0);
    cg::coalesced_group lp = cg::labeled_partition(eight, t % 3);
    cg::coalesced_group lb = cg::labeled_partition(warp, t % 7 == 2);
    o[0] = bp.thread_rank() * 100 + bp.size();
    o[1] = bp.meta_group_rank() * 100 + bp.meta_group_size();
    o[2] = lp.thread_rank() * 100 + lp.size();
    o[3] = lp.meta_group_rank() * 100 + lp.meta_group_size();
    o[4] = lb.meta_group_rank() * 100 + lb.size();
    o[5] = cg::reduce(lp, t, cg::plus<int>());
    o[6] = warp.match_any(t / 3);
    int pred = -1;
    o[7] = eight.match_all(t / 8, pred) * 10 + pred;
    o[8] = eight.match_any(t % 2);
    o[9] = __fns(0xf0f0f0f0u, t % 32, t % 9 - 4);
    if (t % 4 != 3) {
        cg::coalesced_group g = cg::coalesced_threads();
        cg::coalesced_group sub = cg::labeled_partition(g, t % 2);
        o[10] = sub.thread_rank() * 100 + sub.size() + (sub.meta_group_rank() * 10 + sub.meta_group_size()) * 10000;
        o[11] = g.match_any(t / 4);
    } else {
        o[10] = o[11] = -1;
    }
    cg::thread_group four = cg::tiled_partition(block, 16);
    cg::thread_group ofTile = cg::tiled_partition(eight, 2);
    o[12] = (int)four.thread_rank() * 100 + (int)four.size();
    o[13] = (int)ofTile.thread_rank() * 100 + (int)ofTile.size();
    int blockSum = reduceSum(block, temp, t);
    int tileSum = reduceSum(warp, temp + (t / 32) * 32, t);
    o[14] = blockSum;
    o[15] = tileSum;
    cg::thread_group g = block;
    if (t == 0) printf("block: size %llu rank %llu type %u\n", g.size(), g.thread_rank(), g.get_type());
    cg::thread_group w = warp;
    if (t == 33) printf("warp 1: size %llu rank %llu type %u\n", w.size(), w.thread_rank(), w.get_type());
}

int main() {
    int *d;
    static int h[THREADS * FIELDS];
    cudaMalloc(&d, sizeof h);
    parts<<<1, THREADS>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < THREADS; t++) {
        printf("t%2d", t);
        for (int i = 0; i < FIELDS; i++) printf(i >= 6 && i <= 11 ? " %x" : " %d", h[t * FIELDS + i]);
        printf("\n");
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
