// tests/randprog's block_01, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7001).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    atomicAdd(&totals[0], (t * k));
    atomicAdd(&totals[0], ((r >> 3) + t));
    atomicAnd(&totals[5], ((r >> 3) + k));
    s[((t * 5 + 19) % 96)] = (threadIdx.y ^ t);
    __syncthreads();
    r = (r + (r >> 3)) + s[((t + 13) % 96)];
    __syncthreads();
    s[(96 - 1 - t)] = (threadIdx.x * k);
    __syncthreads();
    r = (threadIdx.y ^ (r * 2654435761u)) + s[(96 - 1 - t)];
    __syncthreads();
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {219u, 108644u, 5982135u, 14u, 7u, 0u, 97025u, 6775510u, 324u, 3320819u, 514975u, 1u, 116966365u, 3649u, 219028u, 63372670u, 258729642u, 36956u, 391899u, 258896u, 1863111809u, 6929u, 55955166u, 1369422u, 6867u, 0u, 22821u, 604808u, 12u, 1534030u, 0u, 867u, 11u, 2u, 243622404u, 119629920u, 293u, 2317u, 168u, 3u, 448355993u, 212457u, 768679u, 65948u, 212u, 1310625u, 23665606u, 11114796u, 13u, 109u, 3464u, 706u, 6689720u, 7161930u, 3005654568u, 3442u, 11523u, 152u, 0u, 1093652465u, 1876u, 992600u, 4080793u, 907u};

int main() {
    const int n = 4 * 96;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(96, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
