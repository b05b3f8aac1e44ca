// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50000).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    s[((t + 41) % 100)] = ((r >> 3) ^ (r >> 3));
    __syncthreads();
    r = (threadIdx.y | (r >> 3)) + s[(100 - 1 - t)];
    __syncthreads();
    s[(100 - 1 - t)] = (k + threadIdx.y);
    __syncthreads();
    if ((t % 5u) < 1u) r ^= s[((t * 37 + 67) % 100)]; else r += s[t];
    __syncthreads();
    for (k = 0; k < 3u; k++) {
        s[(100 - 1 - t)] = (blockIdx.x - t);
        __syncthreads();
        r = r * 31u + s[((t + 72) % 100)];
        __syncthreads();
    }
    s[((t * 29 + 62) % 100)] = (threadIdx.x * r);
    __syncthreads();
    r = (threadIdx.x + (t * t)) + s[((t + 36) % 100)];
    __syncthreads();
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {9554u, 61575u, 48u, 7421u, 244245u, 1139193u, 15936601u, 64331259u, 74u, 1869u, 3807u, 2305u, 4698057u, 9u, 0u, 1u, 224741375u, 10u, 1917u, 3079u, 0u, 1u, 220522708u, 0u, 9904u, 18u, 260187u, 1938876018u, 450102630u, 257546u, 3u, 101537u, 31u, 56069u, 108723u, 22460u, 9u, 24739u, 282845373u, 13849u, 5u, 192649292u, 9u, 7147u, 36u, 164u, 18744880u, 5281u, 372805372u, 16026775u, 58u, 11u, 651740u, 3u, 2311740u, 126232761u, 1727090u, 133544u, 30963u, 7509u, 108u, 3781u, 71u, 43400u};

int main() {
    const int n = 1 * 100;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(100, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
