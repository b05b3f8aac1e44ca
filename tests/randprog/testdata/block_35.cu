// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7035).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[48];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 48 + t) % 64], k = 0;
    atomicOr(&totals[3], (threadIdx.y | k));
    atomicAdd(&totals[0], ((r >> 3) ^ k));
    for (k = 0; k < 3u; k++) {
        s[(48 - 1 - t)] = ((r * 2654435761u) + (t * t));
        __syncthreads();
        r = r * 31u + s[((t + 33) % 48)];
        __syncthreads();
    }
    out[blockIdx.x * 48 + t] = r;
}

static const unsigned h_seeds[64] = {5650048u, 1632786u, 13183u, 463u, 20u, 3405129u, 2133944535u, 497253758u, 448u, 924721906u, 1533904u, 935373u, 2754899u, 5427067u, 25474u, 884913564u, 1998850u, 16328941u, 69u, 22u, 459997u, 17935093u, 103u, 327u, 4022u, 2777628885u, 4u, 22960u, 2396666u, 278871u, 508u, 742167860u, 1u, 1235487u, 1u, 233463u, 198u, 2020867u, 9u, 570u, 57u, 996494u, 849u, 86009u, 0u, 226410411u, 21u, 457563896u, 491056904u, 1u, 469181u, 1395u, 9u, 382427993u, 1694u, 20u, 14u, 239u, 3896070u, 2561u, 1u, 2052099166u, 1u, 1789u};

int main() {
    const int n = 3 * 48;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(48, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
