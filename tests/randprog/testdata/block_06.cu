// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7006).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    if (t < 3) acc[t] = 0u;
    __syncthreads();
    atomicXor(&acc[t % 3u], (t * threadIdx.y));
    __syncthreads();
    r += acc[(t + 2) % 3u];
    __syncthreads();
    s[((t * 39 + 31) % 64)] = (blockIdx.x + r);
    __syncthreads();
    if ((t % 6u) < 1u) r ^= s[((t * 15 + 53) % 64)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {267631u, 946623u, 582236u, 6u, 211570967u, 7u, 133535371u, 2657037u, 40844637u, 1156u, 1795491u, 39u, 1757351887u, 255u, 1410u, 2123835911u, 163217u, 4472u, 3048766u, 143350689u, 253450469u, 11u, 526u, 448239u, 185u, 15u, 7u, 72728370u, 208u, 6423101u, 124984902u, 347604385u, 361006967u, 3483105u, 317u, 56506u, 9514u, 208482243u, 8923753u, 737u, 8215984u, 76u, 72u, 23u, 45u, 3112u, 85066182u, 922u, 3942708208u, 21u, 141u, 14u, 1655895u, 5031u, 111352673u, 3014899u, 96u, 29601246u, 1u, 54829u, 54621378u, 904u, 2822u, 1u};

int main() {
    const int n = 4 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(64, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
