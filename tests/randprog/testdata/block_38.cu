// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7038).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    if (t < 5) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicMin(&acc[t % 5u], (threadIdx.y - r));
    __syncthreads();
    r += acc[(t + 2) % 5u];
    __syncthreads();
    s[((t * 11 + 74) % 96)] = (t * (r >> 3));
    __syncthreads();
    r = (r ^ r) + s[((t + 36) % 96)];
    __syncthreads();
    if (t < 7) acc[t] = 0u;
    __syncthreads();
    atomicXor(&acc[t % 7u], (r * k));
    __syncthreads();
    r += acc[(t + 5) % 7u];
    __syncthreads();
    s[(96 - 1 - t)] = (r + k);
    __syncthreads();
    r = (threadIdx.y * threadIdx.x) + s[((t + 76) % 96)];
    __syncthreads();
    for (k = 0; k < 2u; k++) {
        s[(96 - 1 - t)] = (t ^ threadIdx.x);
        __syncthreads();
        r = r * 31u + s[(96 - 1 - t)];
        __syncthreads();
    }
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {1u, 320u, 1822546u, 2068114738u, 272529917u, 122836578u, 687u, 661879665u, 29u, 43u, 810u, 762995u, 60878u, 3u, 8135u, 108322u, 5u, 99311826u, 60441485u, 5u, 0u, 97556u, 2u, 4u, 1725u, 305029u, 1u, 105u, 22837009u, 1121u, 20215u, 13064u, 11177499u, 11994488u, 4255541u, 17426u, 1u, 19u, 4980545u, 99u, 3861989u, 177988613u, 14u, 72569193u, 1333523891u, 36u, 0u, 3273955796u, 781u, 15u, 613514u, 53947919u, 21785701u, 1521465353u, 3u, 587056122u, 128543371u, 0u, 218u, 47663u, 17u, 0u, 241u, 230285u};

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
