// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7009).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    atomicMin(&totals[2], ((r >> 3) - t));
    if (t < 1) acc[t] = 0u;
    __syncthreads();
    atomicOr(&acc[t % 1u], (blockIdx.x * (t * t)));
    __syncthreads();
    r += acc[(t + 0) % 1u];
    __syncthreads();
    for (k = 0; k < 2u; k++) {
        s[((t * 9 + 12) % 64)] = ((t * t) * blockIdx.x);
        __syncthreads();
        r = r * 31u + s[(t ^ 51)];
        __syncthreads();
    }
    s[((t * 15 + 0) % 64)] = ((r >> 3) * t);
    __syncthreads();
    if ((t % 2u) < 2u) r ^= s[((t * 23 + 34) % 64)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {55457016u, 103662345u, 46u, 969786u, 3602u, 1643470u, 26u, 518129948u, 367398u, 319212735u, 16123352u, 841u, 8205208u, 13379u, 486756841u, 268u, 12793070u, 397u, 7457438u, 0u, 516018124u, 29713318u, 907827370u, 49u, 132734825u, 7118202u, 10u, 676702585u, 5u, 1u, 1989452u, 650136765u, 792135u, 1850261u, 2u, 272016u, 32614u, 17005u, 3140u, 2u, 22u, 7719014u, 981u, 49272888u, 19674u, 136333u, 7676u, 66390618u, 5588614u, 3834731u, 11u, 7544781u, 1839u, 105149359u, 1u, 358597u, 196u, 2461u, 75002152u, 43114u, 227819658u, 5509u, 23225u, 31375317u};

int main() {
    const int n = 3 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(8, 8)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
