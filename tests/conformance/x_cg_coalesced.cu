// Coalesced groups: coalesced_threads() under five divergence patterns in two warps, with the
// group's size, ranks, meta group, shfl from ranks in and out of the group, shfl_up and
// shfl_down, ballot (packed to ranks), any, all, match_any and match_all, cg::reduce of ints and
// floats (a whole warp reduces by shfl_xor, a part by a scan), tiles of a coalesced group, and the
// warp-aggregated atomic increment with one counter per warp. Results go through memory to the
// host, which prints them.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

const int THREADS = 64, FIELDS = 20;

// One atomicAdd per group: the group's first rank adds its size, and every lane takes its
// place after the old value.
__device__ int aggregatedIncrement(int *counter) {
    cg::coalesced_group active = cg::coalesced_threads();
    int base = 0;
    if (active.thread_rank() == 0) base = atomicAdd(counter, active.size());
    return active.shfl(base, 0) + active.thread_rank();
}

__device__ bool member(int pattern, int t) {
    switch (pattern) {
    case 0: return true;
    case 1: return t % 3 == 0;
    case 2: return (t & 5) != 0;
    case 3: return t == 7 || t == 40;
    default: return t < 13 || t > 50;
    }
}

__global__ void probe(int pattern, int *out, float *fout, int *counters) {
    int t = threadIdx.x;
    int *o = out + t * FIELDS;
    for (int i = 0; i < FIELDS; i++) o[i] = -1;
    fout[t] = -1.0f;
    if (!member(pattern, t)) return;
    cg::coalesced_group g = cg::coalesced_threads();
    int n = g.size(), v = t * 10 + 1;
    o[0] = g.thread_rank();
    o[1] = n * 100 + g.num_threads();
    o[2] = g.meta_group_rank() * 100 + g.meta_group_size();
    o[3] = g.shfl(v, 0);
    o[4] = g.shfl(v, n - 1);
    o[5] = g.shfl(v, 3);
    o[6] = g.shfl_down(v, 1);
    o[7] = g.shfl_down(v, 5);
    o[8] = g.shfl_up(v, 1);
    o[9] = g.shfl_up(v, 2);
    o[10] = g.ballot(t % 2);
    o[11] = g.any(t == 40) * 10 + g.all(t < 60);
    o[12] = g.match_any(t % 4);
    int pred = -1;
    o[13] = g.match_all(t == 40 ? 1 : 9, pred) ^ (pred << 31);
    o[14] = cg::reduce(g, v, cg::plus<int>());
    o[15] = cg::reduce(g, v, cg::less<int>()) * 1000 + cg::reduce(g, t, cg::bit_xor<int>());
    fout[t] = cg::reduce(g, 1.0f / (t + 1), cg::plus<float>());
    cg::coalesced_group quad = cg::tiled_partition(g, 4);
    o[16] = quad.thread_rank() * 100 + quad.size();
    o[17] = quad.meta_group_rank() * 100 + quad.meta_group_size();
    o[18] = cg::reduce(quad, v, cg::plus<int>());
    o[19] = aggregatedIncrement(counters + t / 32);
}

int main() {
    int *out, *counters;
    float *fout;
    cudaMalloc(&out, THREADS * FIELDS * sizeof(int));
    cudaMalloc(&fout, THREADS * sizeof(float));
    cudaMalloc(&counters, 2 * sizeof(int));
    static int h[THREADS * FIELDS];
    float f[THREADS];
    for (int p = 0; p < 5; p++) {
        cudaMemset(counters, 0, 2 * sizeof(int));
        probe<<<1, THREADS>>>(p, out, fout, counters);
        cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
        cudaMemcpy(f, fout, sizeof f, cudaMemcpyDeviceToHost);
        int c[2];
        cudaMemcpy(c, counters, sizeof c, cudaMemcpyDeviceToHost);
        printf("pattern %d: counters %d %d\n", p, c[0], c[1]);
        for (int t = 0; t < THREADS; t++) {
            if (h[t * FIELDS] < 0) continue;
            printf("t%2d", t);
            for (int i = 0; i < FIELDS; i++) printf(i >= 10 && i <= 13 ? " %x" : " %d", h[t * FIELDS + i]);
            printf(" %a\n", f[t]);
        }
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
