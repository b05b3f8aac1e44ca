// A tile's shuffle of a vector type (float2, double2) moves its words as
// CUDA's cooperative groups move any trivially copyable type.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(float2 *o, double2 *p) {
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    int l = tile.thread_rank();
    float2 a = make_float2(l, 2 * l);
    double2 b = make_double2(l, -l);
    for (int off = 16; off > 0; off /= 2) {
        float2 t = tile.shfl_down(a, off);
        a.x += t.x; a.y += t.y;
        double2 u = tile.shfl_xor(b, off);
        b.x += u.x; b.y += u.y;
    }
    if (l == 0) { *o = a; *p = b; }
}
int main() {
    float2 *o, ho; double2 *p, hp;
    cudaMalloc(&o, sizeof ho); cudaMalloc(&p, sizeof hp);
    k<<<1, 32>>>(o, p);
    cudaMemcpy(&ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hp, p, sizeof hp, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", ho.x, ho.y, hp.x, hp.y);
}
// Exit: 0
// Output:
// 496 992 496 -496
