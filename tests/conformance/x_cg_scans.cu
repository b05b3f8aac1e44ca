// cg::inclusive_scan and cg::exclusive_scan (cooperative_groups/scan.h) over tiles of 32, 16, 8,
// 4, 2 and 1 threads and over coalesced groups with gaps: the default cg::plus and every functor
// (less, greater, bit_and, bit_or, bit_xor) on int, unsigned, long long, float and double, whose
// rounding follows the scan's steps (an exclusive float scan is the inclusive scan shifted, an
// integer one the inclusive scan less the value); cg::reduce of floats and doubles over the same
// groups. Results go through memory to the host.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

const int THREADS = 48, INTS = 10, REALS = 6;

struct Slot {
    long long i[INTS];
    double r[REALS];
};

template <typename Group>
__device__ void scans(const Group &g, int t, Slot *s) {
    int v = (t * 7 + 3) % 11 - 4;
    unsigned u = 1u << (t % 5) | (t * 3);
    long long w = (long long)(t % 4 - 1) << 33 | t;
    float f = 1.0f / (t + 3) + (t % 3) * 1e7f;
    double d = 1.0 / (t + 3) + (t % 3) * 1e15;
    s->i[0] = cg::inclusive_scan(g, v);
    s->i[1] = cg::exclusive_scan(g, v);
    s->i[2] = cg::inclusive_scan(g, v, cg::greater<int>());
    s->i[3] = cg::exclusive_scan(g, v, cg::less<int>());
    s->i[4] = cg::inclusive_scan(g, u, cg::bit_or<unsigned>());
    s->i[5] = cg::exclusive_scan(g, u, cg::bit_xor<unsigned>());
    s->i[6] = cg::exclusive_scan(g, u, cg::bit_and<unsigned>());
    s->i[7] = cg::inclusive_scan(g, w);
    s->i[8] = cg::exclusive_scan(g, w, cg::greater<long long>());
    s->i[9] = cg::reduce(g, w, cg::plus<long long>());
    s->r[0] = cg::inclusive_scan(g, f);
    s->r[1] = cg::exclusive_scan(g, f);
    s->r[2] = cg::inclusive_scan(g, d);
    s->r[3] = cg::exclusive_scan(g, d, cg::plus<double>());
    s->r[4] = cg::reduce(g, f, cg::plus<float>());
    s->r[5] = cg::reduce(g, d, cg::plus<double>());
}

template <int N>
__global__ void tiles(Slot *out) {
    int t = threadIdx.x;
    scans(cg::tiled_partition<N>(cg::this_thread_block()), t, out + t);
}

__global__ void gaps(Slot *out) {
    int t = threadIdx.x;
    out[t].i[0] = -99;
    if (t % 3 != 1 && t != 20) scans(cg::coalesced_threads(), t, out + t);
}

void show(const char *name, Slot *dev) {
    static Slot h[THREADS];
    cudaMemcpy(h, dev, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < THREADS; t++) {
        if (h[t].i[0] == -99) continue;
        printf("%s t%2d", name, t);
        for (int k = 0; k < INTS; k++) printf(" %lld", h[t].i[k]);
        for (int k = 0; k < REALS; k++) printf(" %a", h[t].r[k]);
        printf("\n");
    }
}

int main() {
    Slot *d;
    cudaMalloc(&d, THREADS * sizeof(Slot));
    tiles<32><<<1, THREADS>>>(d); show("tile32", d);
    tiles<16><<<1, THREADS>>>(d); show("tile16", d);
    tiles<8><<<1, THREADS>>>(d); show("tile8", d);
    tiles<4><<<1, 32>>>(d); show("tile4", d);
    tiles<2><<<1, 16>>>(d); show("tile2", d);
    tiles<1><<<1, 8>>>(d); show("tile1", d);
    gaps<<<1, THREADS>>>(d); show("gaps", d);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
