// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7019).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[48];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 48 + t) % 64], k = 0;
    s[((t + 26) % 48)] = (blockIdx.x - blockIdx.x);
    __syncthreads();
    r = ((t * t) ^ k) + s[(48 - 1 - t)];
    __syncthreads();
    for (k = 0; k < 4u; k++) {
        s[(48 - 1 - t)] = (t | (r * 2654435761u));
        __syncthreads();
        r = r * 31u + s[(48 - 1 - t)];
        __syncthreads();
    }
    atomicOr(&totals[3], (r - (r * 2654435761u)));
    atomicAnd(&totals[5], (t ^ r));
    out[blockIdx.x * 48 + t] = r;
}

static const unsigned h_seeds[64] = {2726249u, 204u, 1243253u, 1u, 3920u, 14052407u, 260917u, 118818980u, 3416879u, 86664375u, 21221672u, 5102335u, 5278834u, 4482u, 1589851u, 390u, 19597u, 63947521u, 97053165u, 2180836283u, 2u, 1623236976u, 1091373u, 10u, 13991u, 3175u, 27974u, 26235u, 64u, 1u, 374889037u, 1u, 488284u, 3u, 48u, 42u, 124725u, 7030u, 690u, 769066176u, 1560310095u, 53762u, 30u, 2294u, 35u, 49u, 6279457u, 52u, 0u, 37628u, 3036u, 37701u, 990399u, 1022u, 446789u, 22u, 8u, 25705632u, 14u, 2139u, 307333u, 1u, 924628617u, 24u};

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
