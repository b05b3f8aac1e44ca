// Tiles of tiles: tiled_partition<8> of a 32-thread tile and tiled_partition(tile, 4) at run
// time, with their sizes, ranks, meta_group_rank and meta_group_size, shfl_down and cg::reduce
// within the small tiles, and ballot/any/all on them; a struct template with a member typedef
// and static constant members (one an array bound) in device code.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <typename T, int N>
struct Window {
    typedef T value_type;
    static const int width = N;
    static constexpr int last = N - 1;
    value_type v[width];
};

__global__ void tiles(const int *in, int *out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> eighth = cg::tiled_partition<8>(warp);
    cg::thread_group quarter = cg::tiled_partition(eighth, 4);
    int t = block.thread_rank();
    int v = in[blockIdx.x * blockDim.x + t];
    int s8 = v;
    for (int off = eighth.size() / 2; off > 0; off /= 2) s8 += eighth.shfl_down(s8, off);
    int m8 = cg::reduce(eighth, v, cg::greater<int>());
    int s4 = cg::reduce(cg::tiled_partition<4>(eighth), v, cg::plus<int>());
    unsigned b8 = eighth.ballot(v & 1);
    int any4 = cg::tiled_partition<4>(eighth).any(v > 60);
    int all8 = eighth.all(v >= 0);
    int *o = out + (blockIdx.x * blockDim.x + t) * 10;
    o[0] = eighth.thread_rank();
    o[1] = eighth.meta_group_rank();
    o[2] = eighth.meta_group_size();
    o[3] = quarter.size();
    o[4] = quarter.thread_rank();
    o[5] = s8;
    o[6] = m8;
    o[7] = s4;
    o[8] = (int)b8;
    o[9] = any4 * 2 + all8;
}

__global__ void windows(float *out) {
    Window<float, 4> w;
    for (int i = 0; i < Window<float, 4>::width; i++) w.v[i] = threadIdx.x * 0.5f + i;
    Window<float, 4>::value_type sum = 0;
    for (int i = 0; i <= Window<float, 4>::last; i++) sum += w.v[i];
    out[threadIdx.x] = sum + sizeof(w);
}

int main() {
    const int blocks = 2, threads = 64, n = blocks * threads;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 37 + 11) % 97;
    int *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, n * 10 * sizeof(int));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    tiles<<<blocks, threads>>>(din, dout);
    static int r[n * 10];
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 3) {
        printf("%3d:", i);
        for (int k = 0; k < 10; k++) printf(" %d", r[i * 10 + k]);
        printf("\n");
    }
    float *dw, hw[32];
    cudaMalloc(&dw, sizeof hw);
    windows<<<1, 32>>>(dw);
    cudaMemcpy(hw, dw, sizeof hw, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i += 5) printf("%g ", hw[i]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
