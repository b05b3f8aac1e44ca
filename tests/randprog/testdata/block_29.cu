// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7029).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    s[((t * 23 + 88) % 96)] = (threadIdx.y * t);
    __syncthreads();
    r = (threadIdx.y ^ k) + s[((t * 25 + 54) % 96)];
    __syncthreads();
    s[(96 - 1 - t)] = ((r * 2654435761u) - (r * 2654435761u));
    __syncthreads();
    if ((t % 5u) < 2u) r ^= s[(96 - 1 - t)]; else r += s[t];
    __syncthreads();
    for (k = 0; k < 3u; k++) {
        s[((t + 65) % 96)] = ((r >> 3) ^ blockIdx.x);
        __syncthreads();
        r = r * 31u + s[((t * 31 + 18) % 96)];
        __syncthreads();
    }
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {50u, 19334719u, 2790421u, 109174508u, 403599973u, 0u, 4028827675u, 48u, 507158u, 95u, 3393u, 1902520u, 197460u, 0u, 243815031u, 57482u, 11999u, 0u, 5179241u, 668253u, 84091187u, 24831u, 401071u, 55647u, 0u, 60u, 0u, 49u, 226626u, 3u, 11118820u, 198963u, 15u, 48825u, 3948425u, 28u, 51589u, 119952549u, 207942509u, 69u, 5545u, 4u, 1220u, 11u, 492210485u, 4u, 3u, 31872822u, 921462u, 22431u, 57343387u, 1u, 105u, 2601157710u, 657709374u, 2859693u, 4u, 3u, 13973101u, 1056u, 286477u, 832243051u, 545140u, 58u};

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
    phases<<<2, dim3(32, 3)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
