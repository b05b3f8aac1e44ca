// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7011).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[48];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 48 + t) % 64], k = 0;
    s[((t + 39) % 48)] = ((r * 2654435761u) | (r * 2654435761u));
    __syncthreads();
    if ((t % 6u) < 3u) r ^= s[((t * 13 + 32) % 48)]; else r += s[t];
    __syncthreads();
    s[(48 - 1 - t)] = (threadIdx.y + threadIdx.x);
    __syncthreads();
    if ((t % 4u) < 3u) r ^= s[((t * 13 + 33) % 48)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 48 + t] = r;
}

static const unsigned h_seeds[64] = {87u, 102470u, 50950653u, 7u, 134u, 1224014u, 23868869u, 4u, 54757834u, 5413u, 193u, 72005585u, 826892515u, 4u, 197734165u, 1286066726u, 1529888079u, 7534u, 454078u, 3846239443u, 7247u, 209u, 1u, 2286u, 534588u, 1003233u, 3546u, 36979u, 41478u, 176684009u, 106835317u, 515643951u, 0u, 705609897u, 16890u, 3u, 134u, 33048579u, 4u, 81u, 404u, 11946405u, 12667409u, 101u, 6u, 3522342130u, 519859372u, 528661u, 3u, 259u, 5762814u, 313u, 56u, 16483456u, 3514113u, 102951u, 161357926u, 29510u, 84184u, 1u, 1287019u, 2686109u, 95u, 185u};

int main() {
    const int n = 3 * 48;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(48, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
