// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50310).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    if (t < 4) acc[t] = 0u;
    __syncthreads();
    atomicXor(&acc[t % 4u], (k - (r >> 3)));
    __syncthreads();
    r += acc[(t + 2) % 4u];
    __syncthreads();
    if (t < 6) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicMin(&acc[t % 6u], ((t * t) | (r >> 3)));
    __syncthreads();
    r += acc[(t + 4) % 6u];
    __syncthreads();
    if (t < 4) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 4u], ((r >> 3) * (r * 2654435761u)));
    __syncthreads();
    r += acc[(t + 0) % 4u];
    __syncthreads();
    s[(64 - 1 - t)] = (t * (r * 2654435761u));
    __syncthreads();
    if ((t % 5u) < 3u) r ^= s[(t ^ 33)]; else r += s[t];
    __syncthreads();
    atomicAnd(&totals[5], ((r >> 3) - threadIdx.x));
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {3735639424u, 12255u, 448061784u, 1271032u, 6917897u, 6u, 425822589u, 2531u, 101118233u, 12750u, 0u, 252u, 964551879u, 55u, 45u, 310u, 23216485u, 33u, 32u, 334936427u, 3631076u, 1u, 124348978u, 28233u, 97892434u, 22u, 190u, 0u, 3460u, 6281389u, 899u, 243u, 841527u, 11842951u, 3662696u, 1842955u, 14u, 15789436u, 1u, 16u, 3098339039u, 6u, 6u, 1031u, 156u, 1563u, 977u, 117049u, 27917u, 3u, 555u, 40848u, 12972236u, 101u, 446u, 1757886u, 475u, 81986107u, 28u, 117769729u, 256390u, 456481023u, 71648u, 1u};

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
