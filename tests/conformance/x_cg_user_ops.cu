// Cooperative groups with the program's own pieces: inclusive and
// exclusive scans under a functor object and a lambda on tiles of 32, 16
// and 8, a non-commutative operation (the lane's own value comes first),
// and a function template that takes a tile by const reference and
// deduces its size.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

struct MaxOp {
    __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct Affine {
    // composes x -> a*x + b maps, packed as two shorts: not commutative
    __device__ int operator()(int f, int g) const {
        int fa = f >> 16, fb = (short)(f & 0xffff), ga = g >> 16, gb = (short)(g & 0xffff);
        int a = (fa * ga) % 97, b = (fa * gb + fb) % 97;
        return (a << 16) | (b & 0xffff);
    }
};

template <typename T, unsigned TS>
__device__ T tileTotal(const cg::thread_block_tile<TS> &t, T v) {
    for (int o = TS / 2; o > 0; o /= 2) v += t.shfl_down(v, o);
    return v;
}

template <int TS>
__global__ void scans(const int *in, int *out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<TS> tile = cg::tiled_partition<TS>(block);
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    int base = (blockIdx.x * blockDim.x + threadIdx.x) * 6;
    out[base + 0] = cg::inclusive_scan(tile, v, MaxOp());
    out[base + 1] = cg::exclusive_scan(tile, v, MaxOp());
    out[base + 2] = cg::inclusive_scan(tile, v, [](int a, int b) { return a ^ (b << 1); });
    out[base + 3] = cg::exclusive_scan(tile, v & 0xff, [](int a, int b) { return a * 3 + b; });
    int f = ((v % 7 + 2) << 16) | (v % 11);
    out[base + 4] = cg::inclusive_scan(tile, f, Affine());
    out[base + 5] = tileTotal(tile, v);
}

int main() {
    const int n = 64;
    int h[n], r[n * 6];
    for (int i = 0; i < n; ++i) h[i] = (i * 37 + 11) % 101;
    int *d_in, *d_out;
    cudaMalloc(&d_in, sizeof(h));
    cudaMalloc(&d_out, sizeof(r));
    cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice);
    const char *labels[6] = {"max incl", "max excl", "xor-shift incl", "3a+b excl", "affine incl", "tile total"};
    int sizes[3] = {32, 16, 8};
    for (int s = 0; s < 3; ++s) {
        if (sizes[s] == 32) scans<32><<<2, 32>>>(d_in, d_out);
        else if (sizes[s] == 16) scans<16><<<2, 32>>>(d_in, d_out);
        else scans<8><<<2, 32>>>(d_in, d_out);
        cudaMemcpy(r, d_out, sizeof(r), cudaMemcpyDeviceToHost);
        printf("tiles of %d\n", sizes[s]);
        for (int k = 0; k < 6; ++k) {
            printf("  %-15s", labels[k]);
            for (int i = 0; i < n; i += 5) printf(" %d", r[i * 6 + k]);
            printf("\n");
        }
    }
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
