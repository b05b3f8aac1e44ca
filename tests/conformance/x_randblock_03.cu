// tests/randprog's block_03, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7003).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    s[((t + 99) % 100)] = (t | (t * t));
    __syncthreads();
    r = ((t * t) ^ (r * 2654435761u)) + s[(100 - 1 - t)];
    __syncthreads();
    s[(100 - 1 - t)] = ((r * 2654435761u) + (r * 2654435761u));
    __syncthreads();
    if ((t % 3u) < 1u) r ^= s[((t * 27 + 28) % 100)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {24628518u, 3133601686u, 3u, 58135762u, 4223315u, 1279713168u, 20u, 0u, 16116u, 3451u, 916644726u, 15474500u, 1724u, 259674u, 1101448u, 2u, 5809909u, 1492994u, 55881u, 7u, 3215223u, 14482403u, 1u, 2u, 40u, 513611u, 58u, 304656501u, 52u, 2538272905u, 63u, 877263u, 7u, 11u, 4766u, 4988u, 10u, 155u, 4893u, 11077u, 27915u, 0u, 24969533u, 878u, 774u, 0u, 2291230u, 860733u, 252149u, 4118u, 645903392u, 27269u, 2u, 1u, 155243u, 2809u, 1u, 4u, 313u, 8055882u, 2911u, 15686u, 203489975u, 329608612u};

int main() {
    const int n = 2 * 100;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(20, 5)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
