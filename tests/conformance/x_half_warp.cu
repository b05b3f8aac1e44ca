// Half-precision values through the warp: __ldg of __half and
// __nv_bfloat162 pointers, and warp sums of __half, __half2 and
// __nv_bfloat16 with __shfl_down_sync and __shfl_xor_sync, added with the
// headers' operators (each step rounds to 16 bits, so the order matters).
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void warpSums(const __half *h, const __nv_bfloat162 *b, float *out) {
    int lane = threadIdx.x & 31, warp = threadIdx.x / 32;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half x = __ldg(&h[i]);
    __half2 pair = __halves2half2(x, -x * x);
    __nv_bfloat162 bp = __ldg(&b[i]);
    __nv_bfloat16 y = bp.x * bp.y;
    for (int d = 16; d > 0; d /= 2) {
        x += __shfl_down_sync(0xffffffff, x, d);
        pair = pair + __shfl_xor_sync(0xffffffff, pair, d);
        y = y + __shfl_down_sync(0xffffffff, y, d);
    }
    __half up = __shfl_up_sync(0xffffffff, __float2half((float)lane), 3);
    __half from5 = __shfl_sync(0x0000ffff, __float2half(lane * 0.5f), 5, 16);
    if (lane == 0) {
        int w = blockIdx.x * (blockDim.x / 32) + warp;
        out[w * 4 + 0] = x;
        out[w * 4 + 1] = __low2float(pair) + __high2float(pair);
        out[w * 4 + 2] = __bfloat162float(y);
    }
    if (lane == 7) out[(blockIdx.x * (blockDim.x / 32) + warp) * 4 + 3] = (float)up + (float)from5;
}

int main() {
    const int n = 256, warps = n / 32;
    __half h[n];
    __nv_bfloat162 b[n];
    for (int i = 0; i < n; i++) {
        h[i] = __float2half((i % 17) * 0.37f - 2.0f);
        b[i] = __floats2bfloat162_rn(1.0f + i * 0.01f, (i % 9) - 4.5f);
    }
    __half *dh;
    __nv_bfloat162 *db;
    float *dout;
    cudaMalloc(&dh, sizeof h);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dout, warps * 4 * sizeof(float));
    cudaMemcpy(dh, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, warps * 4 * sizeof(float));
    warpSums<<<2, 128>>>(dh, db, dout);
    float out[warps * 4];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int w = 0; w < warps; w++) printf("warp %d: %.6f %.6f %.6f %.1f\n", w, out[w * 4], out[w * 4 + 1], out[w * 4 + 2], out[w * 4 + 3]);
    return 0;
}
