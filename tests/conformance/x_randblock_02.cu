// tests/randprog's block_02, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7002).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    if (t < 8) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 8u], (k ^ r));
    __syncthreads();
    r += acc[(t + 4) % 8u];
    __syncthreads();
    for (k = 0; k < 2u; k++) {
        s[(t ^ 55)] = ((r * 2654435761u) ^ blockIdx.x);
        __syncthreads();
        r = r * 31u + s[(64 - 1 - t)];
        __syncthreads();
    }
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {2u, 289405u, 212u, 2u, 383817210u, 259071u, 14u, 82725519u, 50u, 1538u, 1u, 124254u, 1902610617u, 423880u, 647676u, 3577736u, 12896853u, 530u, 23761460u, 1853521u, 11506566u, 281353u, 8603823u, 883830147u, 111055u, 501432u, 2u, 2u, 387450u, 61865u, 1525194u, 1964u, 12195u, 3435602638u, 90620u, 20858u, 24719u, 28889u, 22713868u, 4435u, 133u, 991037442u, 1u, 1168u, 732u, 54u, 523737487u, 7465648u, 3527486u, 232217u, 131747329u, 326951u, 1137u, 6u, 2036295713u, 19u, 468458u, 1855u, 356301243u, 170697u, 193641u, 42512u, 4240299793u, 16401u};

int main() {
    const int n = 2 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(8, 8)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
