// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50403).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    s[(96 - 1 - t)] = (threadIdx.y - (t * t));
    __syncthreads();
    r = (r + (r >> 3)) + s[((t + 12) % 96)];
    __syncthreads();
    for (k = 0; k < 2u; k++) {
        s[((t + 88) % 96)] = ((r * 2654435761u) - t);
        __syncthreads();
        r = r * 31u + s[((t + 52) % 96)];
        __syncthreads();
    }
    atomicMin(&totals[2], (blockIdx.x * threadIdx.y));
    s[(96 - 1 - t)] = ((t * t) ^ t);
    __syncthreads();
    r = ((t * t) * (r * 2654435761u)) + s[(96 - 1 - t)];
    __syncthreads();
    atomicAnd(&totals[5], (k | t));
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {423648998u, 12u, 22085u, 2015567u, 24u, 1749u, 61456593u, 0u, 2337065u, 112u, 747878256u, 38214u, 7741u, 21607u, 380u, 91340u, 3666615u, 8791767u, 10150u, 59u, 321137095u, 4026755u, 2446u, 23u, 313350u, 7u, 412985u, 28905831u, 7u, 1945732u, 1875485980u, 477896399u, 2u, 38u, 43116659u, 772u, 2686u, 429u, 0u, 7796539u, 21u, 643092730u, 113072391u, 13193770u, 199957u, 29u, 16275u, 1734835u, 594907283u, 1u, 476206u, 5u, 2686u, 4u, 1u, 1u, 1760727u, 887u, 240509148u, 853172u, 4008257522u, 123065u, 245239u, 500427u};

int main() {
    const int n = 2 * 96;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(96, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
