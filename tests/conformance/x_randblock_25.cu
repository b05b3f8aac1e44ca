// tests/randprog's block_25, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7025).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[256];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 256 + t) % 64], k = 0;
    s[(t ^ 128)] = (threadIdx.y - r);
    __syncthreads();
    r = (k - blockIdx.x) + s[((t * 11 + 99) % 256)];
    __syncthreads();
    s[(t ^ 16)] = (r * blockIdx.x);
    __syncthreads();
    if ((t % 6u) < 1u) r ^= s[(t ^ 122)]; else r += s[t];
    __syncthreads();
    if (t < 3) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 3u], ((t * t) * r));
    __syncthreads();
    r += acc[(t + 2) % 3u];
    __syncthreads();
    out[blockIdx.x * 256 + t] = r;
}

static const unsigned h_seeds[64] = {8125u, 57062u, 1976068160u, 92115583u, 1238893116u, 1u, 2u, 1440u, 37u, 30u, 149194794u, 427u, 3u, 2u, 117447u, 115u, 4141875u, 60444902u, 3u, 61u, 390988u, 475862u, 3642076069u, 1378u, 21050966u, 83u, 3u, 1u, 863351489u, 109048573u, 1u, 9329u, 317096815u, 190903u, 1899229u, 559672804u, 31931130u, 3177573230u, 0u, 0u, 4u, 24693817u, 268779u, 26698765u, 426288680u, 7u, 3u, 199465369u, 1u, 151624u, 102u, 299u, 109u, 340240u, 44491104u, 93220u, 1385971u, 417171u, 2110216180u, 1079784046u, 225995373u, 18u, 227u, 395676594u};

int main() {
    const int n = 4 * 256;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(256, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
