// Coalesced groups' shuffles given a delta or a rank of 32 or more. A whole warp's group calls
// __shfl_down_sync, __shfl_up_sync and __shfl_sync, which read the low five bits of the delta or
// lane only (a delta of 33 moves by one); a part of a warp finds its source with __fns, which
// finds none that far away, so each lane keeps its own value (and shfl reads lane 31 when rank
// runs past the group). Warp 0 runs whole, warp 1 with its odd lanes only.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

const int THREADS = 64, FIELDS = 4;

__global__ void shuffles(int *out, unsigned delta, int rank) {
    int t = threadIdx.x;
    int *o = out + t * FIELDS;
    for (int i = 0; i < FIELDS; i++) o[i] = -1;
    if (t >= 32 && t % 2 == 0) return;
    cg::coalesced_group g = cg::coalesced_threads();
    int v = t * 10 + 1;
    o[0] = g.shfl_down(v, delta);
    o[1] = g.shfl_up(v, delta);
    o[2] = g.shfl(v, rank);
    o[3] = g.shfl_down(v, delta + 1) - g.shfl_up(v, delta + 2);
}

int main() {
    int *out, h[THREADS * FIELDS];
    cudaMalloc(&out, sizeof h);
    unsigned deltas[] = {1, 32, 33, 69};
    int ranks[] = {2, 32, 35, 70};
    for (int c = 0; c < 4; c++) {
        shuffles<<<1, THREADS>>>(out, deltas[c], ranks[c]);
        cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
        printf("delta %u rank %d\n", deltas[c], ranks[c]);
        for (int t = 0; t < THREADS; t++) {
            printf("%3d:", t);
            for (int i = 0; i < FIELDS; i++) printf(" %d", h[t * FIELDS + i]);
            printf(t % 4 == 3 ? "\n" : " |");
        }
    }
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
