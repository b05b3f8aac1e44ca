// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7031).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[256];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 256 + t) % 64], k = 0;
    s[((t * 19 + 36) % 256)] = (r - (r * 2654435761u));
    __syncthreads();
    if ((t % 5u) < 2u) r ^= s[((t + 7) % 256)]; else r += s[t];
    __syncthreads();
    for (k = 0; k < 3u; k++) {
        s[(256 - 1 - t)] = (k ^ (r >> 3));
        __syncthreads();
        r = r * 31u + s[(256 - 1 - t)];
        __syncthreads();
    }
    out[blockIdx.x * 256 + t] = r;
}

static const unsigned h_seeds[64] = {30133511u, 23164u, 423741u, 1199u, 14411274u, 15636275u, 3u, 2403u, 95647128u, 1u, 364055u, 3u, 1u, 970332u, 1u, 1u, 11917u, 441u, 46u, 5630u, 211u, 105u, 1u, 748505u, 1u, 0u, 105299u, 3136u, 549912688u, 159818u, 240338832u, 1697912505u, 829788u, 6962u, 38932u, 10u, 5u, 900956u, 281990349u, 45855547u, 290u, 149297u, 1396078u, 27u, 5914u, 1042258u, 29462u, 69402133u, 69u, 5u, 289361u, 37428u, 249020u, 594371u, 1912364u, 19710565u, 216731u, 1247952u, 107u, 0u, 62u, 22u, 213842639u, 425082u};

int main() {
    const int n = 2 * 256;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(256, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
