// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50093).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    if (t < 6) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicMin(&acc[t % 6u], (r | (r * 2654435761u)));
    __syncthreads();
    r += acc[(t + 5) % 6u];
    __syncthreads();
    s[(100 - 1 - t)] = (blockIdx.x | threadIdx.y);
    __syncthreads();
    r = ((r >> 3) | t) + s[((t * 17 + 58) % 100)];
    __syncthreads();
    for (k = 0; k < 4u; k++) {
        s[(100 - 1 - t)] = (r - t);
        __syncthreads();
        r = r * 31u + s[((t + 5) % 100)];
        __syncthreads();
    }
    if (t < 6) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 6u], (t | k));
    __syncthreads();
    r += acc[(t + 1) % 6u];
    __syncthreads();
    s[(100 - 1 - t)] = (blockIdx.x | t);
    __syncthreads();
    if ((t % 3u) < 3u) r ^= s[((t * 13 + 46) % 100)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {9308u, 492765u, 1u, 18u, 20u, 154u, 1269u, 1u, 48u, 794230u, 647194u, 22029063u, 2436u, 416844u, 0u, 2650u, 145u, 118u, 60892u, 7063u, 25536u, 84u, 0u, 124275u, 8265u, 744365u, 41u, 15u, 43u, 456u, 10286777u, 45990u, 6266671u, 47270u, 301495u, 492u, 1435u, 3981u, 15880u, 111736u, 869326u, 1336u, 2252u, 671u, 6380945u, 82u, 466472225u, 5u, 31368u, 3933633u, 10730u, 223794233u, 673946u, 0u, 5939u, 1807153u, 252u, 26u, 8542u, 202480u, 6721571u, 204u, 5487u, 7074239u};

int main() {
    const int n = 2 * 100;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(100, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
