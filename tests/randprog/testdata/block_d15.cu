// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50465).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    s[((t + 13) % 96)] = (t | threadIdx.x);
    __syncthreads();
    r = (r + k) + s[((t + 19) % 96)];
    __syncthreads();
    s[(96 - 1 - t)] = (blockIdx.x - threadIdx.y);
    __syncthreads();
    if ((t % 2u) < 2u) r ^= s[((t * 13 + 92) % 96)]; else r += s[t];
    __syncthreads();
    s[((t * 7 + 38) % 96)] = (blockIdx.x | (r >> 3));
    __syncthreads();
    r = ((t * t) | (r * 2654435761u)) + s[((t * 1 + 32) % 96)];
    __syncthreads();
    s[((t + 40) % 96)] = ((r >> 3) + (r >> 3));
    __syncthreads();
    r = ((r * 2654435761u) - blockIdx.x) + s[(96 - 1 - t)];
    __syncthreads();
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {175271u, 461881u, 23433806u, 2547u, 206u, 5552634u, 138356239u, 165001u, 1u, 27611u, 632312u, 121u, 1u, 47u, 313826u, 5386u, 198u, 2u, 30262703u, 508109u, 3681850u, 11453u, 11127u, 4u, 7606u, 894919u, 4485144u, 2u, 4744u, 109105u, 33526u, 678179960u, 195u, 4336u, 4172299811u, 1308u, 247u, 255823305u, 2u, 186u, 232u, 1999u, 390888009u, 2674187u, 6469427u, 0u, 97u, 534u, 7u, 0u, 2u, 33878u, 387415u, 1642636u, 791893u, 1269416600u, 11518265u, 7u, 1275u, 93399u, 150u, 1105u, 183153225u, 2651u};

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
