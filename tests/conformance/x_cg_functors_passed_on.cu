// cooperative_groups' functors passed on as objects: through a template
// into cg::reduce and cg::inclusive_scan, and called directly (cg::less
// gives the smaller operand, cg::greater the larger, not a comparison).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <typename T, typename Op>
__device__ T tileReduce(cg::thread_block_tile<32> t, T v, Op op) { return cg::reduce(t, v, op); }

template <unsigned int N, typename T, typename Op>
__device__ T smallTileScan(cg::thread_block_tile<N> t, T v, Op op) { return cg::inclusive_scan(t, v, op); }

template <typename Op>
__device__ float fold4(const float *p, Op op) {
    float acc = p[0];
    for (int i = 1; i < 4; ++i) acc = op(acc, p[i]);
    return acc;
}

__global__ void functors(const float *x, const int *k, float *fout, int *iout) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> oct = cg::tiled_partition<8>(block);
    int i = block.group_index().x * block.size() + block.thread_rank();
    float v = x[i];
    int w = k[i];
    float s = tileReduce(warp, v, cg::plus<float>());
    float lo = tileReduce(warp, v, cg::less<float>());
    float hi = tileReduce(warp, v, cg::greater<float>());
    int bx = tileReduce(warp, w, cg::bit_xor<int>());
    int ba = tileReduce(warp, w | 0x100, cg::bit_and<int>());
    int bo = tileReduce(warp, w, cg::bit_or<int>());
    int scanMax = smallTileScan(oct, w, cg::greater<int>());
    int scanSum = smallTileScan(oct, w, cg::plus<int>());
    if (warp.thread_rank() == 0) {
        int wid = i / 32;
        fout[wid * 3 + 0] = s;
        fout[wid * 3 + 1] = lo;
        fout[wid * 3 + 2] = hi;
        iout[wid * 3 + 0] = bx;
        iout[wid * 3 + 1] = ba;
        iout[wid * 3 + 2] = bo;
    }
    if (i < 16) printf("lane %2d scanMax %4d scanSum %5d direct min %.3f max %.3f fold %.3f %.3f\n", i, scanMax, scanSum,
                       cg::less<float>()(v, -v), cg::greater<float>()(v, -v),
                       fold4(x + (i & ~3), cg::less<float>()), fold4(x + (i & ~3), cg::plus<float>()));
}

int main() {
    const int n = 128;
    float hx[n];
    int hk[n];
    for (int i = 0; i < n; ++i) {
        hx[i] = (float)((i * 37) % 101) / 7.0f - 6.5f;
        hk[i] = (i * 2654435761u) >> 20;
    }
    float *dx, *df;
    int *dk, *di;
    cudaMalloc(&dx, sizeof hx);
    cudaMalloc(&dk, sizeof hk);
    cudaMalloc(&df, 12 * sizeof(float));
    cudaMalloc(&di, 12 * sizeof(int));
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dk, hk, sizeof hk, cudaMemcpyHostToDevice);
    functors<<<2, 64>>>(dx, dk, df, di);
    float hf[12];
    int hi[12];
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    for (int w = 0; w < 4; ++w)
        printf("warp %d: sum %.5f min %.5f max %.5f xor %08x and %08x or %08x\n", w, hf[w * 3], hf[w * 3 + 1], hf[w * 3 + 2],
               hi[w * 3], hi[w * 3 + 1], hi[w * 3 + 2]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
