// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50248).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    s[((t * 1 + 34) % 64)] = (k ^ k);
    __syncthreads();
    if ((t % 4u) < 3u) r ^= s[(t ^ 53)]; else r += s[t];
    __syncthreads();
    s[((t * 21 + 54) % 64)] = ((r * 2654435761u) ^ threadIdx.x);
    __syncthreads();
    r = (threadIdx.y - r) + s[((t * 25 + 54) % 64)];
    __syncthreads();
    if (t < 2) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 2u], (blockIdx.x ^ k));
    __syncthreads();
    r += acc[(t + 0) % 2u];
    __syncthreads();
    s[(64 - 1 - t)] = (k * threadIdx.y);
    __syncthreads();
    r = (blockIdx.x - (r * 2654435761u)) + s[((t * 15 + 23) % 64)];
    __syncthreads();
    s[((t + 63) % 64)] = ((t * t) * blockIdx.x);
    __syncthreads();
    if ((t % 4u) < 2u) r ^= s[((t + 35) % 64)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {1149512u, 108u, 655u, 487181u, 3u, 6317u, 17u, 208602u, 4u, 7178107u, 137009968u, 821377u, 50491u, 15796u, 1998u, 3651469u, 13u, 3u, 1900u, 79456u, 90u, 14721u, 1148487458u, 260948462u, 0u, 152244u, 1056u, 1853092170u, 2u, 1159u, 1u, 28857u, 54u, 6520097u, 1036093330u, 252393318u, 511058252u, 300258994u, 30968567u, 372238u, 1358u, 0u, 11460426u, 1u, 7262u, 116u, 201757809u, 9u, 236381u, 495838u, 4506u, 108733u, 8u, 2808u, 32077u, 1399912625u, 589u, 208506937u, 1u, 128067883u, 90980u, 7u, 16758604u, 83742u};

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
