// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7037).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[48];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 48 + t) % 64], k = 0;
    s[((t + 30) % 48)] = (r | threadIdx.y);
    __syncthreads();
    if ((t % 5u) < 3u) r ^= s[((t * 25 + 28) % 48)]; else r += s[t];
    __syncthreads();
    atomicXor(&totals[4], (t - (r >> 3)));
    s[((t + 5) % 48)] = (threadIdx.x - t);
    __syncthreads();
    if ((t % 6u) < 3u) r ^= s[(48 - 1 - t)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 48 + t] = r;
}

static const unsigned h_seeds[64] = {3548158u, 888762u, 2003197u, 957140630u, 17800663u, 24102u, 473779039u, 110774679u, 99u, 166765209u, 1205u, 682393u, 15u, 49u, 105258u, 1u, 216u, 20252601u, 100u, 450663u, 47679797u, 212302693u, 3582924u, 4u, 445403u, 103936498u, 12u, 6276u, 108u, 1u, 32450698u, 0u, 644227u, 103u, 45u, 472u, 9u, 3878023u, 226782u, 51215593u, 376u, 9802530u, 922588687u, 763u, 3169645u, 13u, 4991u, 64091012u, 212u, 2677303285u, 2709698u, 188083271u, 0u, 3955u, 29u, 2277u, 11679582u, 1446142u, 455383185u, 176u, 1u, 524003842u, 1655u, 483833562u};

int main() {
    const int n = 4 * 48;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(48, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
