// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50434).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[256];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 256 + t) % 64], k = 0;
    s[(256 - 1 - t)] = ((r >> 3) | blockIdx.x);
    __syncthreads();
    if ((t % 6u) < 2u) r ^= s[((t + 144) % 256)]; else r += s[t];
    __syncthreads();
    if (t < 7) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 7u], (k + threadIdx.y));
    __syncthreads();
    r += acc[(t + 5) % 7u];
    __syncthreads();
    if (t < 8) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 8u], (r ^ blockIdx.x));
    __syncthreads();
    r += acc[(t + 7) % 8u];
    __syncthreads();
    if (t < 3) acc[t] = 0u;
    __syncthreads();
    atomicXor(&acc[t % 3u], (blockIdx.x - blockIdx.x));
    __syncthreads();
    r += acc[(t + 1) % 3u];
    __syncthreads();
    s[(256 - 1 - t)] = ((r >> 3) | k);
    __syncthreads();
    if ((t % 6u) < 2u) r ^= s[((t * 13 + 22) % 256)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 256 + t] = r;
}

static const unsigned h_seeds[64] = {3286u, 50u, 28604503u, 227u, 7u, 3632988u, 3u, 19683530u, 56845u, 143u, 25858u, 239u, 1179u, 129755330u, 901693262u, 292124u, 92u, 5u, 15731u, 21u, 2744779u, 2998282u, 2u, 531795u, 6274u, 28u, 4735932u, 24980184u, 6022u, 949u, 120880u, 4875009u, 2u, 25846984u, 374630u, 18u, 14u, 495u, 1721826u, 6960966u, 2775u, 2040287463u, 975595858u, 272u, 2080045u, 637u, 7u, 48u, 4315u, 7645u, 844623381u, 10804531u, 1672309915u, 3194u, 1269u, 3u, 11251747u, 3555872u, 380328537u, 1017942u, 666u, 36u, 204098u, 88230u};

int main() {
    const int n = 1 * 256;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(256, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
