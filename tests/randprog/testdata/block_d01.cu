// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50031).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[120];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 120 + t) % 64], k = 0;
    s[((t * 23 + 45) % 120)] = ((r * 2654435761u) + k);
    __syncthreads();
    r = ((r >> 3) | (r * 2654435761u)) + s[(120 - 1 - t)];
    __syncthreads();
    atomicXor(&totals[4], ((r * 2654435761u) + t));
    out[blockIdx.x * 120 + t] = r;
}

static const unsigned h_seeds[64] = {8803u, 1u, 1033u, 51u, 24235697u, 149472u, 11861584u, 15u, 455994u, 2667436677u, 2002647322u, 642017781u, 7960u, 1190u, 113u, 14732008u, 0u, 508622620u, 49698595u, 2u, 4272893379u, 3u, 1u, 3761246u, 14232u, 24006669u, 19508u, 6220u, 1u, 16259842u, 261u, 1943032u, 872u, 73693u, 54u, 7103534u, 2u, 2228325u, 6u, 1947176u, 2u, 378u, 759u, 32620606u, 1113050410u, 1779503u, 805866u, 4432913u, 183u, 953u, 901514u, 3u, 3u, 1125013582u, 738235679u, 2768730u, 1265u, 70669u, 932217080u, 13754186u, 210926661u, 267466449u, 8u, 1055262692u};

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
