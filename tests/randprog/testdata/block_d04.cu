// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50124).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    s[((t + 63) % 100)] = (k | (r >> 3));
    __syncthreads();
    if ((t % 5u) < 2u) r ^= s[(100 - 1 - t)]; else r += s[t];
    __syncthreads();
    s[((t + 33) % 100)] = ((t * t) + (r * 2654435761u));
    __syncthreads();
    if ((t % 3u) < 1u) r ^= s[((t + 27) % 100)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {49772u, 1u, 4125858u, 1u, 3663u, 104335397u, 29675229u, 156997u, 21547648u, 10910276u, 2527190u, 67u, 6290734u, 5u, 430660u, 55u, 198035571u, 11u, 658986u, 5177u, 1981u, 100u, 674u, 1645u, 385708724u, 83u, 50475u, 91741665u, 1014u, 0u, 4931u, 2216507627u, 223857984u, 14u, 496u, 2343092u, 3462486u, 1019u, 146885u, 159733u, 66219u, 28923u, 757u, 23443u, 3593351u, 58639115u, 465671525u, 299u, 65u, 785u, 21996713u, 1028572u, 32613293u, 3u, 6u, 2999u, 5598u, 13u, 215u, 10u, 11521075u, 115860325u, 1199663309u, 15u};

int main() {
    const int n = 2 * 100;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(20, 5)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
