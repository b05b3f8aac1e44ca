// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7020).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    s[((t * 29 + 45) % 64)] = (blockIdx.x + (r * 2654435761u));
    __syncthreads();
    if ((t % 5u) < 3u) r ^= s[(64 - 1 - t)]; else r += s[t];
    __syncthreads();
    if (t < 7) acc[t] = 0u;
    __syncthreads();
    atomicAdd(&acc[t % 7u], ((r * 2654435761u) * t));
    __syncthreads();
    r += acc[(t + 0) % 7u];
    __syncthreads();
    s[((t + 23) % 64)] = (r ^ (t * t));
    __syncthreads();
    if ((t % 3u) < 3u) r ^= s[((t * 25 + 8) % 64)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {343328816u, 44682592u, 216768243u, 981886u, 12735u, 26121214u, 6853u, 3300855u, 1093u, 5967070u, 909188u, 7u, 14u, 117u, 1u, 3u, 676612687u, 7538u, 17u, 3u, 211418u, 706088u, 7158u, 43196795u, 24385395u, 1u, 144736281u, 297u, 12180246u, 458406u, 15u, 3315901u, 182464u, 111853945u, 6906u, 3u, 2928818u, 27633025u, 94349u, 7753u, 871459u, 0u, 493u, 1634936u, 7265041u, 6u, 19910691u, 15451155u, 12916515u, 601681u, 3u, 3833837u, 2u, 30u, 1u, 26u, 24758918u, 471664u, 2251u, 745817342u, 1209u, 34u, 1767018932u, 14u};

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
    phases<<<3, dim3(16, 4)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
