// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7015).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[((t + 49) % 100)] = ((t * t) ^ blockIdx.x);
        __syncthreads();
        r = r * 31u + s[((t + 5) % 100)];
        __syncthreads();
    }
    atomicMax(&totals[1], (k - (t * t)));
    if (t < 5) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 5u], ((r >> 3) | threadIdx.y));
    __syncthreads();
    r += acc[(t + 3) % 5u];
    __syncthreads();
    s[(100 - 1 - t)] = (threadIdx.x * k);
    __syncthreads();
    r = ((r >> 3) + t) + s[(100 - 1 - t)];
    __syncthreads();
    for (k = 0; k < 4u; k++) {
        s[(100 - 1 - t)] = (threadIdx.y * t);
        __syncthreads();
        r = r * 31u + s[((t * 23 + 17) % 100)];
        __syncthreads();
    }
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {101u, 1906u, 28u, 6782u, 1812u, 89374911u, 6u, 2911u, 132553u, 980u, 60829939u, 0u, 1u, 29u, 266669755u, 41185u, 345102u, 43181u, 29u, 1495045u, 1u, 239302057u, 10252u, 2037842602u, 13705u, 3u, 3711u, 42u, 7u, 2u, 13u, 487208u, 386u, 33960323u, 1662u, 7u, 3542u, 3248202u, 21u, 482999445u, 83084u, 694677615u, 647601u, 164u, 2009340991u, 9u, 9389u, 16326904u, 26u, 1830411u, 13496u, 5149u, 6856301u, 931u, 113384u, 32u, 2222774897u, 2u, 2u, 5984u, 5372u, 54u, 4305064u, 4812816u};

int main() {
    const int n = 4 * 100;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(100, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
