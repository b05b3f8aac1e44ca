// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7026).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[128];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 128 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[(128 - 1 - t)] = ((r >> 3) | (r >> 3));
        __syncthreads();
        r = r * 31u + s[((t * 3 + 36) % 128)];
        __syncthreads();
    }
    for (k = 0; k < 4u; k++) {
        s[(128 - 1 - t)] = (r ^ k);
        __syncthreads();
        r = r * 31u + s[((t * 13 + 21) % 128)];
        __syncthreads();
    }
    out[blockIdx.x * 128 + t] = r;
}

static const unsigned h_seeds[64] = {7u, 112759620u, 3673995u, 3144u, 102838349u, 1u, 176u, 212u, 5u, 18u, 2u, 351u, 28426u, 257461188u, 1563213u, 5025772u, 1850985u, 3261121928u, 20841520u, 2384960632u, 792u, 19u, 2946u, 80u, 116769u, 2u, 1789155u, 51404383u, 228u, 4557634u, 49u, 5506787u, 5u, 4010527u, 2002u, 22669007u, 893016u, 53897147u, 534u, 105u, 52u, 275499u, 2631u, 3714324u, 0u, 396292u, 3317740146u, 935606u, 3731u, 39393u, 13010u, 4221145u, 59638180u, 2116734964u, 16u, 1729u, 105674u, 24429942u, 1220346u, 12u, 249675u, 6u, 1620552u, 1u};

int main() {
    const int n = 1 * 128;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(128, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
