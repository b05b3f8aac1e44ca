// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7022).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    if (t < 3) acc[t] = 0u;
    __syncthreads();
    atomicOr(&acc[t % 3u], ((r * 2654435761u) * t));
    __syncthreads();
    r += acc[(t + 1) % 3u];
    __syncthreads();
    atomicAdd(&totals[0], (threadIdx.x | k));
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {105278473u, 89u, 2u, 28u, 536424530u, 221u, 41419u, 2018u, 121398915u, 1033400u, 763u, 72457u, 233572528u, 2u, 357476706u, 64166101u, 1974149u, 432269u, 704u, 902822096u, 16564u, 1051404277u, 347306109u, 2579029021u, 1113u, 188083481u, 2921u, 969u, 24u, 354457046u, 1406811397u, 4u, 84594577u, 5193448u, 101858u, 1563u, 785473871u, 57u, 183342039u, 6019u, 518313111u, 10u, 254517u, 4092744335u, 119u, 0u, 428285u, 213u, 142964203u, 30121375u, 60036884u, 271972219u, 667869036u, 211036u, 418u, 12566u, 716u, 1u, 13u, 152591169u, 1759156u, 1486847u, 1410515413u, 43747u};

int main() {
    const int n = 2 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(64, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
