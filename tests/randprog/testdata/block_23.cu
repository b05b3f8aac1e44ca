// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7023).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[128];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 128 + t) % 64], k = 0;
    s[(128 - 1 - t)] = (threadIdx.y + (t * t));
    __syncthreads();
    if ((t % 4u) < 2u) r ^= s[((t * 25 + 91) % 128)]; else r += s[t];
    __syncthreads();
    s[(t ^ 2)] = (blockIdx.x * blockIdx.x);
    __syncthreads();
    r = (k | (r >> 3)) + s[((t * 19 + 31) % 128)];
    __syncthreads();
    atomicOr(&totals[3], (k + threadIdx.y));
    if (t < 3) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 3u], (threadIdx.y * threadIdx.y));
    __syncthreads();
    r += acc[(t + 0) % 3u];
    __syncthreads();
    out[blockIdx.x * 128 + t] = r;
}

static const unsigned h_seeds[64] = {88887915u, 1528u, 5367118u, 9923u, 537099350u, 99u, 840139u, 36330u, 1324916u, 18u, 6417u, 15605u, 11u, 368u, 428258u, 21u, 111685842u, 3195657u, 73013362u, 103088u, 4554u, 167u, 0u, 9826999u, 427u, 442679856u, 168405u, 174801772u, 0u, 2652u, 31u, 7u, 4315u, 104u, 465u, 0u, 91u, 200u, 1u, 5399423u, 73609u, 143u, 7591844u, 167u, 30u, 291u, 1070425336u, 1345u, 111306u, 5973u, 8733133u, 40951u, 2012442u, 921251u, 178516910u, 69537u, 663478u, 16934363u, 37u, 13u, 3790u, 56u, 154576u, 1774801204u};

int main() {
    const int n = 1 * 128;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(128, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
