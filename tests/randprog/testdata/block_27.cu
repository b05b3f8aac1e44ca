// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7027).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    s[(64 - 1 - t)] = (k + t);
    __syncthreads();
    r = (k + (r * 2654435761u)) + s[(64 - 1 - t)];
    __syncthreads();
    for (k = 0; k < 3u; k++) {
        s[(t ^ 1)] = (threadIdx.y | threadIdx.x);
        __syncthreads();
        r = r * 31u + s[((t * 25 + 26) % 64)];
        __syncthreads();
    }
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {9124u, 255016859u, 273488u, 18u, 298u, 33785u, 1156030u, 248207u, 15797u, 742089548u, 15877715u, 42u, 1613055714u, 28685853u, 453492265u, 61737u, 1595u, 6602u, 1u, 395149u, 133422u, 13848u, 116382104u, 350u, 21357u, 5u, 818186109u, 2059492685u, 3u, 16345063u, 57885023u, 9227u, 67u, 27510593u, 104u, 2139350185u, 3930560u, 40u, 201947061u, 194077192u, 41522373u, 104530996u, 6u, 208913u, 493369u, 199126u, 159u, 83949830u, 2u, 120u, 14944362u, 1u, 845u, 13420948u, 22150078u, 8578912u, 0u, 499u, 907u, 3314u, 62807978u, 1210772985u, 3184173u, 166137u};

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
    phases<<<3, dim3(64, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
