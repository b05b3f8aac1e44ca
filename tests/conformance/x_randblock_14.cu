// tests/randprog's block_14, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7014).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    if (t < 7) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 7u], ((t * t) + (r >> 3)));
    __syncthreads();
    r += acc[(t + 4) % 7u];
    __syncthreads();
    if (t < 6) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 6u], (k - k));
    __syncthreads();
    r += acc[(t + 5) % 6u];
    __syncthreads();
    if (t < 6) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 6u], (threadIdx.y | r));
    __syncthreads();
    r += acc[(t + 0) % 6u];
    __syncthreads();
    for (k = 0; k < 2u; k++) {
        s[((t * 7 + 23) % 100)] = ((r >> 3) ^ r);
        __syncthreads();
        r = r * 31u + s[(100 - 1 - t)];
        __syncthreads();
    }
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {393159u, 1u, 1748499u, 46936904u, 975397u, 3579828603u, 73582785u, 26146558u, 21657u, 9667u, 12897132u, 42357837u, 113312396u, 189599496u, 57508514u, 943815u, 2487642772u, 40544u, 7u, 15u, 506939u, 483u, 8u, 46124u, 2248u, 971508952u, 52090u, 50u, 1616u, 6u, 3290345280u, 17558205u, 8065u, 144726u, 376u, 180941u, 21993u, 1793u, 115697573u, 2441290701u, 56209u, 1116263836u, 23283u, 11u, 16425u, 5485929u, 3181520u, 3u, 1831u, 4u, 14242353u, 2844059u, 226309u, 189911519u, 9494003u, 579146384u, 68530u, 778u, 1u, 1907091123u, 73006u, 9037389u, 186u, 683627u};

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
