// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50279).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[32];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 32 + t) % 64], k = 0;
    s[(t ^ 14)] = (threadIdx.x ^ k);
    __syncthreads();
    r = (threadIdx.x + k) + s[(32 - 1 - t)];
    __syncthreads();
    s[((t + 1) % 32)] = (t ^ t);
    __syncthreads();
    if ((t % 4u) < 1u) r ^= s[((t + 29) % 32)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 32 + t] = r;
}

static const unsigned h_seeds[64] = {31897053u, 2198u, 22948u, 45482u, 502049010u, 0u, 1141021u, 2u, 10u, 1256365523u, 174204830u, 258020u, 615u, 1092u, 27710028u, 510804655u, 1u, 128377u, 1897730u, 2481u, 88453813u, 772u, 49738u, 763454u, 50u, 13u, 1u, 3u, 97831u, 174176u, 6u, 0u, 3404u, 3711203u, 25u, 63u, 27639u, 1u, 4353736u, 108u, 408869u, 7u, 111134u, 17042540u, 634u, 3184998u, 25090519u, 361u, 12u, 1092903u, 7460u, 171177u, 332u, 1953u, 4u, 28769u, 244u, 1981157795u, 20014u, 2929u, 1009342u, 4043166u, 7513u, 236453u};

int main() {
    const int n = 4 * 32;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(32, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
