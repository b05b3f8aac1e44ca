// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7018).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[32];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 32 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[(32 - 1 - t)] = (t + (t * t));
        __syncthreads();
        r = r * 31u + s[(32 - 1 - t)];
        __syncthreads();
    }
    if (t < 7) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 7u], (k ^ (r >> 3)));
    __syncthreads();
    r += acc[(t + 6) % 7u];
    __syncthreads();
    out[blockIdx.x * 32 + t] = r;
}

static const unsigned h_seeds[64] = {455705u, 575190u, 226304u, 7u, 532386u, 0u, 20u, 419u, 930u, 1065910959u, 299u, 131505515u, 1561046u, 7u, 1525981936u, 27720670u, 5069u, 21901u, 106010061u, 9119u, 128505u, 266u, 101294920u, 216882884u, 1u, 168426193u, 15141u, 16286948u, 70539u, 613189128u, 896503704u, 4144073791u, 315396u, 0u, 708u, 116u, 6994650u, 1u, 962u, 1794u, 7079789u, 26981u, 446037071u, 10u, 483u, 12u, 1u, 11u, 880u, 0u, 8882u, 50175u, 7218282u, 29211u, 1164u, 7168u, 51038u, 54723972u, 127120186u, 6376u, 6u, 0u, 1831966351u, 1573u};

int main() {
    const int n = 1 * 32;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(32, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
