// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7028).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    if (t < 7) acc[t] = 0u;
    __syncthreads();
    atomicOr(&acc[t % 7u], ((t * t) + blockIdx.x));
    __syncthreads();
    r += acc[(t + 0) % 7u];
    __syncthreads();
    s[((t * 23 + 88) % 96)] = ((r >> 3) - (r >> 3));
    __syncthreads();
    if ((t % 2u) < 3u) r ^= s[((t * 31 + 52) % 96)]; else r += s[t];
    __syncthreads();
    if (t < 1) acc[t] = 0u;
    __syncthreads();
    atomicOr(&acc[t % 1u], ((r >> 3) + blockIdx.x));
    __syncthreads();
    r += acc[(t + 0) % 1u];
    __syncthreads();
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {82u, 1310278u, 5u, 2u, 1733294775u, 326670187u, 75465240u, 2005708412u, 138720216u, 259323u, 231939u, 486380577u, 8181058u, 140532595u, 243u, 260738051u, 5u, 1u, 595044969u, 95117u, 32260u, 2260350108u, 7107626u, 239029u, 135893223u, 4775165u, 376618u, 3105609135u, 198u, 282092u, 3u, 79745u, 6600764u, 51614451u, 84422902u, 332610u, 8475u, 10280809u, 873u, 2090u, 933u, 44u, 177840420u, 0u, 9u, 94988176u, 513149u, 6u, 364436u, 0u, 63u, 7u, 5410u, 482406u, 68646290u, 368763206u, 71390u, 14321u, 208u, 11644u, 21461048u, 1781u, 14u, 177387u};

int main() {
    const int n = 1 * 96;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(96, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
