// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7024).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    s[((t + 11) % 100)] = (blockIdx.x | r);
    __syncthreads();
    r = ((r >> 3) - (r >> 3)) + s[(100 - 1 - t)];
    __syncthreads();
    s[(100 - 1 - t)] = (threadIdx.x ^ blockIdx.x);
    __syncthreads();
    r = (k + (t * t)) + s[((t * 21 + 16) % 100)];
    __syncthreads();
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {3556u, 5008u, 96416u, 2008950u, 1999u, 26194934u, 4560u, 624u, 5u, 304703u, 1692765255u, 8633u, 109453u, 353625366u, 1315205721u, 356u, 6763u, 41587u, 1041u, 1514005u, 481054307u, 1u, 3124224u, 823599u, 25160u, 10u, 3949u, 32438u, 47010u, 26780u, 5u, 110705994u, 79242229u, 6513u, 498u, 51u, 1018u, 400595539u, 432723489u, 10u, 19u, 5161u, 2u, 41135u, 13u, 4u, 86101871u, 1193547u, 104679u, 880u, 833u, 51851u, 16033355u, 842u, 7780u, 1864390u, 423u, 367628u, 2820644u, 61u, 201u, 2092u, 89u, 4848u};

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
    phases<<<1, dim3(20, 5)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
