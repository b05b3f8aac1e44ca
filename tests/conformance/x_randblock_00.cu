// tests/randprog's block_00, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7000).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[48];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 48 + t) % 64], k = 0;
    s[((t * 5 + 40) % 48)] = ((r * 2654435761u) | threadIdx.x);
    __syncthreads();
    r = (r + (t * t)) + s[((t + 6) % 48)];
    __syncthreads();
    if (t < 6) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicMin(&acc[t % 6u], (threadIdx.y ^ t));
    __syncthreads();
    r += acc[(t + 0) % 6u];
    __syncthreads();
    out[blockIdx.x * 48 + t] = r;
}

static const unsigned h_seeds[64] = {15u, 21u, 93582436u, 964u, 257u, 1381141u, 1574733u, 1537887u, 50u, 407883424u, 1016u, 70716174u, 299639u, 16184u, 19857449u, 25662757u, 17605u, 33416215u, 33188707u, 151324826u, 177475u, 371u, 51328u, 1u, 787031975u, 30973910u, 111u, 892846u, 26u, 168u, 99u, 503u, 4068u, 246535u, 13u, 1785317u, 25u, 0u, 120550u, 15u, 37u, 1161u, 26u, 0u, 15039922u, 423648u, 4u, 1300194u, 155u, 16046u, 368u, 109331u, 96u, 340285372u, 73352388u, 16915214u, 8u, 7u, 2366488u, 2u, 8567526u, 9914566u, 59u, 59593u};

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
