// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7004).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    s[((t + 23) % 64)] = ((t * t) ^ r);
    __syncthreads();
    if ((t % 4u) < 1u) r ^= s[(t ^ 47)]; else r += s[t];
    __syncthreads();
    s[((t + 14) % 64)] = ((t * t) + threadIdx.x);
    __syncthreads();
    if ((t % 5u) < 2u) r ^= s[(t ^ 43)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {14181793u, 1233958161u, 3178941u, 21u, 6u, 292336u, 278462u, 3012u, 1u, 224614992u, 25172044u, 3939u, 212655u, 939486112u, 793u, 0u, 1886547u, 12u, 7297u, 10u, 15800236u, 9626u, 1048968696u, 838u, 1084u, 568403727u, 5810u, 4620u, 109602767u, 52981163u, 2u, 28012903u, 23126u, 770712101u, 539570611u, 1762u, 240500675u, 22623u, 7u, 14302600u, 122620079u, 17817821u, 2515867u, 3812u, 5u, 167462u, 1u, 970550u, 72893u, 27u, 176966u, 712u, 32751390u, 29693u, 429u, 1024832u, 118u, 11508u, 2700u, 0u, 8037u, 5u, 6474302u, 5788788u};

int main() {
    const int n = 3 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(16, 4)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
