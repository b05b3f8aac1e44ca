// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7010).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[((t + 44) % 96)] = (k | threadIdx.y);
        __syncthreads();
        r = r * 31u + s[((t + 91) % 96)];
        __syncthreads();
    }
    for (k = 0; k < 4u; k++) {
        s[(96 - 1 - t)] = (blockIdx.x - (r >> 3));
        __syncthreads();
        r = r * 31u + s[(96 - 1 - t)];
        __syncthreads();
    }
    s[((t * 1 + 84) % 96)] = (threadIdx.y - r);
    __syncthreads();
    if ((t % 6u) < 1u) r ^= s[(96 - 1 - t)]; else r += s[t];
    __syncthreads();
    s[(96 - 1 - t)] = ((t * t) * threadIdx.x);
    __syncthreads();
    if ((t % 5u) < 2u) r ^= s[((t * 17 + 5) % 96)]; else r += s[t];
    __syncthreads();
    if (t < 1) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 1u], (r | (t * t)));
    __syncthreads();
    r += acc[(t + 0) % 1u];
    __syncthreads();
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {410u, 0u, 4222107333u, 2728400u, 130758u, 213749342u, 8u, 15607u, 856u, 349963656u, 75897u, 101607806u, 28506051u, 6135u, 5766u, 1611026u, 47023u, 102781u, 79419189u, 3568u, 800304001u, 0u, 259551u, 642796u, 1039287u, 198u, 278539143u, 15949u, 38303763u, 4505u, 501073u, 109u, 264923060u, 1032023573u, 0u, 57221211u, 349975435u, 13755346u, 55455874u, 19049171u, 509u, 109947736u, 691u, 4853681u, 23249u, 1u, 1349942589u, 496u, 763715570u, 761226679u, 0u, 5u, 472u, 3144u, 18738u, 570748882u, 5721u, 18657u, 936386149u, 1017077389u, 7442u, 61u, 1u, 3998u};

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
    phases<<<2, dim3(96, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
