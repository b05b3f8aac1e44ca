// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50062).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    s[((t * 27 + 40) % 64)] = (threadIdx.x | blockIdx.x);
    __syncthreads();
    if ((t % 5u) < 2u) r ^= s[(t ^ 59)]; else r += s[t];
    __syncthreads();
    atomicXor(&totals[4], (t ^ threadIdx.y));
    s[(t ^ 37)] = (threadIdx.x * threadIdx.y);
    __syncthreads();
    if ((t % 5u) < 2u) r ^= s[((t + 60) % 64)]; else r += s[t];
    __syncthreads();
    atomicAdd(&totals[0], ((r * 2654435761u) ^ (r * 2654435761u)));
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {114093150u, 3698887913u, 1546760u, 11129963u, 1984u, 553u, 15368720u, 13802922u, 247u, 8543u, 11u, 17512u, 122u, 17518u, 0u, 1u, 62859097u, 966u, 6891015u, 52463582u, 30113u, 1675u, 511u, 42u, 8u, 12238u, 3u, 1944u, 79180340u, 226813263u, 3032179u, 209579667u, 7035485u, 22147u, 31499372u, 36258442u, 39u, 11811u, 472839u, 2475u, 95718583u, 1390u, 8u, 4100628334u, 478879u, 7181077u, 1u, 2u, 388922599u, 1903257u, 40616076u, 1906u, 414494u, 234u, 8u, 716136819u, 12630u, 15904u, 36588u, 214u, 2186u, 1960u, 4645567u, 43u};

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
