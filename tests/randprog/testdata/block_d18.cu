// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50558).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[120];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 120 + t) % 64], k = 0;
    if (t < 8) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 8u], ((t * t) | t));
    __syncthreads();
    r += acc[(t + 3) % 8u];
    __syncthreads();
    for (k = 0; k < 3u; k++) {
        s[((t + 104) % 120)] = (blockIdx.x - (r >> 3));
        __syncthreads();
        r = r * 31u + s[((t + 74) % 120)];
        __syncthreads();
    }
    atomicAdd(&totals[0], (r * (t * t)));
    s[((t + 82) % 120)] = ((r * 2654435761u) | (r * 2654435761u));
    __syncthreads();
    if ((t % 2u) < 1u) r ^= s[(120 - 1 - t)]; else r += s[t];
    __syncthreads();
    for (k = 0; k < 3u; k++) {
        s[(120 - 1 - t)] = (threadIdx.y | (r * 2654435761u));
        __syncthreads();
        r = r * 31u + s[(120 - 1 - t)];
        __syncthreads();
    }
    out[blockIdx.x * 120 + t] = r;
}

static const unsigned h_seeds[64] = {6175u, 13u, 232952659u, 784937839u, 62823u, 793878388u, 11338u, 40u, 0u, 238495013u, 488204u, 105254749u, 0u, 32245u, 3758624175u, 284u, 2366036u, 33u, 255u, 21915124u, 978u, 151059373u, 146u, 46u, 4161917u, 127u, 13u, 716u, 1707286637u, 34314u, 716u, 33u, 0u, 1891u, 18u, 3744u, 509u, 13u, 31414u, 126676u, 143u, 51u, 116967u, 40872726u, 45506549u, 242709736u, 3654666818u, 373231465u, 122769u, 7825u, 24514505u, 3641553u, 38678557u, 4286599u, 12578u, 43825u, 1459696u, 871189u, 490u, 816253u, 2u, 13334105u, 1595073u, 20892u};

int main() {
    const int n = 4 * 120;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(12, 10)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
