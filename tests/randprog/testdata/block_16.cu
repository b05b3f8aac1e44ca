// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7016).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    atomicAnd(&totals[5], (threadIdx.x - t));
    s[((t * 29 + 47) % 64)] = ((r * 2654435761u) ^ blockIdx.x);
    __syncthreads();
    r = (r - threadIdx.x) + s[((t * 5 + 25) % 64)];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {1071836733u, 9990u, 13794147u, 1120u, 1698507752u, 188482u, 484783u, 341863u, 93u, 1139u, 10892354u, 7u, 3298901u, 9241836u, 95656020u, 73723478u, 997u, 987789u, 503822173u, 116u, 141u, 4453920u, 3599213637u, 21138u, 444208u, 17u, 747592u, 357911291u, 6u, 346u, 182184u, 939u, 3684087u, 369919289u, 30573174u, 244756u, 767u, 3u, 165u, 6537u, 1287892u, 444785971u, 3u, 4447233u, 1468422355u, 1u, 10385u, 32592u, 30652u, 3276u, 0u, 6403175u, 46821986u, 2960473692u, 1594u, 2u, 1093u, 1464u, 3u, 1619890u, 363u, 575006u, 1470763973u, 46894u};

int main() {
    const int n = 4 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(16, 4)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
