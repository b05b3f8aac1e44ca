// tests/randprog's block_36, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7036).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[128];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 128 + t) % 64], k = 0;
    if (t < 2) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 2u], (t + t));
    __syncthreads();
    r += acc[(t + 1) % 2u];
    __syncthreads();
    if (t < 8) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 8u], (t | blockIdx.x));
    __syncthreads();
    r += acc[(t + 1) % 8u];
    __syncthreads();
    s[((t * 7 + 52) % 128)] = (t * threadIdx.y);
    __syncthreads();
    r = (r ^ t) + s[(128 - 1 - t)];
    __syncthreads();
    if (t < 1) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 1u], ((t * t) * threadIdx.y));
    __syncthreads();
    r += acc[(t + 0) % 1u];
    __syncthreads();
    out[blockIdx.x * 128 + t] = r;
}

static const unsigned h_seeds[64] = {1200891u, 197953u, 275660u, 2419023739u, 1u, 3439u, 4u, 1u, 711357921u, 313u, 40u, 297u, 14905u, 3145091u, 27894213u, 3162302u, 2165473u, 1187u, 3968u, 0u, 13583u, 1770299u, 149699u, 982607u, 815425u, 2191293u, 14u, 4u, 969u, 11309958u, 41624u, 118270u, 1947u, 16301761u, 71653770u, 0u, 31u, 14279624u, 3473687u, 16u, 252773335u, 247673245u, 1249366779u, 123083506u, 17u, 17u, 1967542u, 135707u, 14u, 400u, 2119107u, 27787u, 59211149u, 14u, 22u, 30561u, 1u, 660u, 5162u, 32u, 2049030654u, 55475u, 1826u, 111u};

int main() {
    const int n = 4 * 128;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(128, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
