// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50186).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[120];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 120 + t) % 64], k = 0;
    if (t < 4) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 4u], (threadIdx.x ^ blockIdx.x));
    __syncthreads();
    r += acc[(t + 1) % 4u];
    __syncthreads();
    s[(120 - 1 - t)] = (threadIdx.y | r);
    __syncthreads();
    r = (k - threadIdx.x) + s[((t * 37 + 77) % 120)];
    __syncthreads();
    out[blockIdx.x * 120 + t] = r;
}

static const unsigned h_seeds[64] = {227015u, 581u, 7516u, 62379515u, 223363u, 2223031u, 102712779u, 126180u, 0u, 94507626u, 2828793u, 9127785u, 9u, 1152u, 1668417567u, 12053u, 318u, 12465u, 394u, 54u, 0u, 76576u, 102491u, 1u, 1u, 1028765766u, 2897u, 1026u, 4029u, 2890066u, 6u, 47117u, 55u, 574u, 128422542u, 1154572772u, 697055483u, 1237752447u, 2u, 6u, 198352u, 9750u, 9u, 0u, 299093u, 16629926u, 4364193u, 0u, 270442u, 5u, 117630u, 176047u, 90u, 574u, 513932181u, 26578u, 9790u, 342u, 62u, 6888308u, 0u, 785u, 5176u, 2971u};

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
