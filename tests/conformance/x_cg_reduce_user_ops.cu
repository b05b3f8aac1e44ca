// Cooperative groups with the program's own operations and types:
// cg::reduce with lambdas and functor objects (a non-commutative one shows
// the order of the halving steps), on int, float and a struct, over tiles
// of 32, 16 and 4; tile shuffles (shfl, shfl_down, shfl_up, shfl_xor) of a
// 16-byte struct.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct Stat {
    float sum;
    float max;
    int count;
    int argmax;
};

struct StatMerge {
    __device__ Stat operator()(const Stat &a, const Stat &b) const {
        Stat r;
        r.sum = a.sum + b.sum;
        r.count = a.count + b.count;
        bool second = b.max > a.max || (b.max == a.max && b.argmax < a.argmax);
        r.max = second ? b.max : a.max;
        r.argmax = second ? b.argmax : a.argmax;
        return r;
    }
};

struct AbsMax {
    __device__ int operator()(int a, int b) const { return max(abs(a), abs(b)); }
};

template <unsigned TILE> __device__ float tileSum(cg::thread_block_tile<TILE> t, float v) {
    for (unsigned off = TILE / 2; off > 0; off /= 2) v += t.shfl_down(v, off);
    return v;
}

template <int T> __global__ void reduceAll(const float *in, float *fout, int *iout, Stat *sout) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<T> tile = cg::tiled_partition<T>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    int iv = (int)(v * 100.0f);
    fout[4 * i] = cg::reduce(tile, v, cg::plus<float>()) + tileSum(tile, v) * 0.125f;
    fout[4 * i + 1] = cg::reduce(tile, v, [](float a, float b) { return a * 0.5f + b; });
    fout[4 * i + 2] = cg::reduce(tile, v, [](float a, float b) { return fminf(a, b) - 0.25f * fmaxf(a, b); });
    fout[4 * i + 3] = cg::reduce(tile, v, [](float a, float b) { return a > b ? a : b; });
    iout[2 * i] = cg::reduce(tile, iv, AbsMax());
    iout[2 * i + 1] = cg::reduce(tile, iv, [](int a, int b) { return 3 * a - b; });
    Stat s{v, v, 1, i};
    sout[i] = cg::reduce(tile, s, StatMerge());
}

__global__ void shuffles(const float *in, Stat *out) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    int i = threadIdx.x;
    Stat s{in[i], -in[i], i, 100 - i};
    out[4 * i] = warp.shfl(s, (i * 7) % 32);
    out[4 * i + 1] = warp.shfl_down(s, 3);
    out[4 * i + 2] = warp.shfl_up(s, 5);
    out[4 * i + 3] = warp.shfl_xor(s, 9);
}

int main() {
    const int n = 64;
    float h[n];
    for (int i = 0; i < n; ++i) h[i] = ((i * 37) % 29 - 14) * 0.37f + (i % 5) * 0.011f;
    float *din, *fout;
    int *iout;
    Stat *sout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&fout, 4 * n * sizeof(float));
    cudaMalloc(&iout, 2 * n * sizeof(int));
    cudaMalloc(&sout, 4 * n * sizeof(Stat));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    float f[4 * n];
    int iv[2 * n];
    Stat st[4 * n];
    for (int tile : {32, 16, 4}) {
        if (tile == 32) reduceAll<32><<<2, 32>>>(din, fout, iout, sout);
        if (tile == 16) reduceAll<16><<<2, 32>>>(din, fout, iout, sout);
        if (tile == 4) reduceAll<4><<<2, 32>>>(din, fout, iout, sout);
        cudaMemcpy(f, fout, sizeof f, cudaMemcpyDeviceToHost);
        cudaMemcpy(iv, iout, sizeof iv, cudaMemcpyDeviceToHost);
        cudaMemcpy(st, sout, n * sizeof(Stat), cudaMemcpyDeviceToHost);
        printf("tile %d\n", tile);
        for (int i = 0; i < n; i += 3)
            printf("  %2d: plus=%a halfsum=%a mixed=%a max=%a absmax=%d lin=%d stat=(%a %a %d %d)\n", i, f[4 * i],
                   f[4 * i + 1], f[4 * i + 2], f[4 * i + 3], iv[2 * i], iv[2 * i + 1], st[i].sum, st[i].max,
                   st[i].count, st[i].argmax);
    }
    shuffles<<<1, 32>>>(din, sout);
    cudaMemcpy(st, sout, 4 * 32 * sizeof(Stat), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i += 3) {
        printf("lane %2d:", i);
        for (int k = 0; k < 4; ++k) printf(" (%g %g %d %d)", st[4 * i + k].sum, st[4 * i + k].max, st[4 * i + k].count, st[4 * i + k].argmax);
        printf("\n");
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
