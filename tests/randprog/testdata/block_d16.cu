// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50496).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[32];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 32 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[(32 - 1 - t)] = (t - blockIdx.x);
        __syncthreads();
        r = r * 31u + s[((t + 12) % 32)];
        __syncthreads();
    }
    atomicAnd(&totals[5], (r - blockIdx.x));
    out[blockIdx.x * 32 + t] = r;
}

static const unsigned h_seeds[64] = {5220707u, 214360258u, 1364u, 7959u, 80267u, 72027u, 9612u, 22u, 0u, 25u, 372u, 151051618u, 118u, 2u, 111910u, 682u, 22374u, 10u, 0u, 755332117u, 28152u, 76u, 0u, 3780589u, 75u, 68u, 57u, 25452245u, 15u, 876797u, 16u, 1133707u, 74316u, 10u, 2u, 18199u, 183u, 44480u, 23479u, 3125119u, 15744u, 544242u, 12571939u, 453970098u, 57800849u, 34u, 2437525u, 21u, 4082u, 18u, 2924383u, 926629u, 12845807u, 30768382u, 10u, 4u, 13788u, 2676u, 643950u, 30813u, 5u, 5251u, 188118667u, 23823495u};

int main() {
    const int n = 1 * 32;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(32, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
