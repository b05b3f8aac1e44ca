// tests/randprog's block_08, kept here for its Nsight Compute counters (shared-memory wavefronts and bank conflicts of permuted accesses, atomics).
// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7008).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[96];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 96 + t) % 64], k = 0;
    atomicMin(&totals[2], (blockIdx.x | (t * t)));
    s[((t * 13 + 94) % 96)] = ((r * 2654435761u) ^ k);
    __syncthreads();
    if ((t % 5u) < 1u) r ^= s[((t * 11 + 52) % 96)]; else r += s[t];
    __syncthreads();
    atomicXor(&totals[4], (k + r));
    out[blockIdx.x * 96 + t] = r;
}

static const unsigned h_seeds[64] = {12115301u, 5u, 334u, 26843005u, 71906231u, 829u, 1733851u, 330u, 7222315u, 42161u, 224205u, 1011u, 322u, 4077890u, 9886351u, 31762463u, 15u, 0u, 3u, 15002757u, 29287u, 1120920u, 7u, 17646u, 2u, 844u, 4u, 766052u, 16761315u, 18425309u, 13000791u, 6761680u, 79u, 1004u, 311714u, 3u, 785789u, 4111411u, 11084u, 337369557u, 1u, 10428689u, 46509u, 2u, 698392u, 42626u, 407960u, 1918038u, 5837727u, 37576145u, 1u, 61150u, 9057262u, 305u, 56u, 0u, 4332u, 12426u, 9141087u, 9u, 115415197u, 3925201u, 17168447u, 411865447u};

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
    phases<<<1, dim3(32, 3)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
