// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50589).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    if (t < 2) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 2u], (t + threadIdx.x));
    __syncthreads();
    r += acc[(t + 1) % 2u];
    __syncthreads();
    s[((t * 35 + 21) % 96)] = ((r >> 3) * k);
    __syncthreads();
    r = ((r >> 3) - (r * 2654435761u)) + s[(96 - 1 - t)];
    __syncthreads();
    if (t < 4) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 4u], ((r >> 3) + (r >> 3)));
    __syncthreads();
    r += acc[(t + 2) % 4u];
    __syncthreads();
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {40014899u, 37964u, 762663u, 1863406855u, 385u, 16924u, 37901692u, 930856942u, 27u, 1477u, 0u, 212u, 281162u, 82u, 10359686u, 817u, 1u, 999574784u, 59u, 4203u, 1u, 868025987u, 0u, 3u, 11773u, 0u, 250u, 20u, 0u, 252766130u, 830u, 1u, 6357u, 6256293u, 8115826u, 46u, 63u, 245925189u, 140562u, 97u, 7589183u, 811u, 93831046u, 522702u, 286962523u, 0u, 1011264u, 45u, 49254u, 737u, 1127148u, 1063249903u, 256834623u, 3520003u, 1855198u, 920u, 15808u, 333u, 187u, 217u, 5630u, 27097u, 62483917u, 24u};

int main() {
    const int n = 3 * 96;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(32, 3)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
