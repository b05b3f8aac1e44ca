// tests/randprog's block_17, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7017).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[128];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 128 + t) % 64], k = 0;
    for (k = 0; k < 2u; k++) {
        s[(128 - 1 - t)] = (blockIdx.x + r);
        __syncthreads();
        r = r * 31u + s[(128 - 1 - t)];
        __syncthreads();
    }
    s[(t ^ 99)] = (r - r);
    __syncthreads();
    if ((t % 3u) < 2u) r ^= s[((t + 38) % 128)]; else r += s[t];
    __syncthreads();
    s[(t ^ 114)] = ((r * 2654435761u) - (t * t));
    __syncthreads();
    r = (t | blockIdx.x) + s[(t ^ 106)];
    __syncthreads();
    s[(128 - 1 - t)] = (blockIdx.x * r);
    __syncthreads();
    r = (threadIdx.y ^ t) + s[(128 - 1 - t)];
    __syncthreads();
    out[blockIdx.x * 128 + t] = r;
}

static const unsigned h_seeds[64] = {49016u, 0u, 387246215u, 791u, 71u, 227125u, 62u, 27720122u, 210871574u, 1529755u, 400u, 13717994u, 13889558u, 600059u, 4460697u, 4763724u, 129570125u, 212u, 3403464u, 3163u, 2u, 354822439u, 906u, 16u, 1u, 45808u, 253161u, 194u, 149028u, 2357u, 234109u, 1306938707u, 6168u, 25237u, 2u, 33369620u, 1539314403u, 3445452591u, 42555321u, 235674u, 1u, 63061u, 884790u, 511100708u, 7616u, 1u, 211228900u, 14602u, 90705u, 1110970995u, 216u, 1u, 4400u, 151u, 241606219u, 31u, 20u, 9u, 13u, 46u, 121u, 63328u, 150577077u, 114085u};

int main() {
    const int n = 2 * 128;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(128, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
