// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7033).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    atomicXor(&totals[4], ((r >> 3) * (t * t)));
    s[(96 - 1 - t)] = (threadIdx.y * blockIdx.x);
    __syncthreads();
    if ((t % 6u) < 2u) r ^= s[((t + 50) % 96)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {3585u, 500u, 5623176u, 10978052u, 6093u, 19119722u, 1266017u, 101754u, 12428u, 0u, 322604u, 567u, 973085354u, 167101095u, 1200748u, 0u, 130860942u, 3966619u, 509664u, 1869u, 30842u, 3320u, 474693u, 414u, 21486u, 41u, 102u, 1u, 8745u, 317067131u, 1511u, 355256u, 599943291u, 5815110u, 1943764380u, 14554u, 796341170u, 23659u, 29013969u, 290447u, 61550965u, 12845u, 0u, 358083954u, 4192317u, 16368178u, 412u, 5566414u, 378u, 145530u, 410u, 702741u, 47u, 112019u, 47u, 3546172u, 6330141u, 16118u, 196615u, 157u, 30589377u, 2856536u, 406169u, 549185u};

int main() {
    const int n = 4 * 96;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(96, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
