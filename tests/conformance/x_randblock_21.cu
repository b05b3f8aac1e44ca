// tests/randprog's block_21, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7021).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[128];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 128 + t) % 64], k = 0;
    for (k = 0; k < 4u; k++) {
        s[((t * 19 + 76) % 128)] = (threadIdx.y * (r * 2654435761u));
        __syncthreads();
        r = r * 31u + s[(128 - 1 - t)];
        __syncthreads();
    }
    atomicXor(&totals[4], (r + r));
    atomicAnd(&totals[5], (threadIdx.x + r));
    s[((t * 3 + 126) % 128)] = ((r >> 3) + (r * 2654435761u));
    __syncthreads();
    r = (blockIdx.x | r) + s[((t + 69) % 128)];
    __syncthreads();
    out[blockIdx.x * 128 + t] = r;
}

static const unsigned h_seeds[64] = {405348779u, 421041u, 212432614u, 1352u, 1612795u, 744u, 44657u, 15500u, 174920745u, 1813u, 3024129u, 4935u, 157u, 45u, 15630u, 2224282834u, 4260426u, 15079241u, 114u, 246u, 861675682u, 21402169u, 692943u, 1u, 13u, 134048399u, 8881275u, 1607125888u, 27u, 1060865u, 1564783u, 124691604u, 138u, 0u, 698688454u, 982217u, 115u, 2570u, 180390286u, 6521u, 391u, 1u, 1u, 26729u, 71u, 5u, 158166082u, 20906508u, 2u, 313u, 1304741u, 10025185u, 11310u, 5u, 0u, 159u, 3903u, 603u, 420u, 218754u, 1193571u, 55413264u, 75725261u, 224795u};

int main() {
    const int n = 4 * 128;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(128, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
