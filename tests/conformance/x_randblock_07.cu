// tests/randprog's block_07, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7007).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[120];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 120 + t) % 64], k = 0;
    s[((t + 85) % 120)] = ((t * t) ^ blockIdx.x);
    __syncthreads();
    r = ((r >> 3) + t) + s[(120 - 1 - t)];
    __syncthreads();
    s[((t * 23 + 8) % 120)] = (threadIdx.x ^ k);
    __syncthreads();
    if ((t % 3u) < 2u) r ^= s[((t + 41) % 120)]; else r += s[t];
    __syncthreads();
    s[((t * 17 + 14) % 120)] = (r + (r * 2654435761u));
    __syncthreads();
    if ((t % 2u) < 1u) r ^= s[((t + 86) % 120)]; else r += s[t];
    __syncthreads();
    s[((t + 80) % 120)] = ((r * 2654435761u) ^ (r >> 3));
    __syncthreads();
    r = (threadIdx.x * (r * 2654435761u)) + s[(120 - 1 - t)];
    __syncthreads();
    out[blockIdx.x * 120 + t] = r;
}

static const unsigned h_seeds[64] = {0u, 15868351u, 578u, 1u, 4151041886u, 7260u, 86949830u, 11520u, 63050u, 2252u, 38414u, 694352u, 3929576u, 9021u, 2u, 302165u, 406507u, 410u, 692u, 996464u, 5973863u, 147u, 769531u, 132298u, 7u, 7060u, 132u, 56u, 13976u, 5206609u, 8834068u, 1269582u, 28u, 2051176u, 946282298u, 184816240u, 191u, 35u, 1644u, 2077049660u, 73225u, 453u, 30u, 4647u, 1920070u, 102404436u, 3996u, 840281672u, 1u, 12u, 489u, 2617u, 5049532u, 1482258658u, 7u, 3421u, 496603343u, 118u, 1u, 2702378u, 50509925u, 3u, 202u, 26871u};

int main() {
    const int n = 1 * 120;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(12, 10)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
