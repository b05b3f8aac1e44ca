// tests/randprog's block_34, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7034).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[32];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 32 + t) % 64], k = 0;
    if (t < 1) acc[t] = 0u;
    __syncthreads();
    atomicXor(&acc[t % 1u], ((t * t) * threadIdx.x));
    __syncthreads();
    r += acc[(t + 0) % 1u];
    __syncthreads();
    if (t < 2) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 2u], (t - t));
    __syncthreads();
    r += acc[(t + 0) % 2u];
    __syncthreads();
    atomicMin(&totals[2], (threadIdx.x + r));
    atomicXor(&totals[4], (r - (t * t)));
    if (t < 2) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 2u], (threadIdx.y ^ (t * t)));
    __syncthreads();
    r += acc[(t + 0) % 2u];
    __syncthreads();
    out[blockIdx.x * 32 + t] = r;
}

static const unsigned h_seeds[64] = {9516896u, 1u, 36368838u, 22u, 1u, 266338551u, 1569980u, 518905u, 432077506u, 720850u, 44273u, 149403661u, 4u, 6u, 120226050u, 7002u, 237u, 877261u, 124432u, 50260704u, 113u, 571u, 8u, 1023u, 1395u, 321778433u, 1984142u, 2059195u, 2899u, 1u, 22148363u, 1u, 759u, 1816541327u, 2u, 2170598u, 3618u, 1022082u, 1164556925u, 411891469u, 152838378u, 1000299089u, 1566427136u, 1u, 649627u, 6u, 17u, 837257335u, 1285u, 26606u, 28924254u, 3245093510u, 4988u, 87397554u, 238784892u, 4385297u, 8242936u, 302u, 3u, 14u, 7u, 40837468u, 25133543u, 364843u};

int main() {
    const int n = 3 * 32;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(32, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
