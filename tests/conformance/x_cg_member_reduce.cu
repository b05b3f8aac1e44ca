// With `using namespace cooperative_groups;` an unqualified reduce(tile, v, plus<int>()) is
// cg::reduce, even where the program has member functions called reduce of its own: a member
// call (acc.reduce(x)) and a call inside the struct's own member functions reach the member.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
using namespace cooperative_groups;

struct Tally {
    int base;
    __device__ int reduce(int x) const { return base * 1000 + x; }
    __device__ int twice(int x) const { return reduce(x) * 2; }
};

__global__ void sums(int *out) {
    thread_block_tile<32> warp = tiled_partition<32>(this_thread_block());
    thread_block_tile<8> eighth = tiled_partition<8>(this_thread_block());
    Tally acc{(int)threadIdx.x / 32 + 1};
    int v = threadIdx.x * 3 + 1;
    int whole = reduce(warp, v, plus<int>());
    int part = reduce(eighth, v, greater<int>());
    out[threadIdx.x] = acc.reduce(whole) + acc.twice(part);
}

int main() {
    int *out, h[64];
    cudaMalloc(&out, sizeof h);
    sums<<<1, 64>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 64; t++) printf("%d%c", h[t], t % 8 == 7 ? '\n' : ' ');
    return 0;
}
