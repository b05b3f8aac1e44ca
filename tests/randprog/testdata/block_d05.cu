// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50155).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    s[((t * 37 + 55) % 64)] = ((r * 2654435761u) + (t * t));
    __syncthreads();
    if ((t % 2u) < 1u) r ^= s[((t * 7 + 56) % 64)]; else r += s[t];
    __syncthreads();
    s[(t ^ 18)] = ((t * t) ^ r);
    __syncthreads();
    if ((t % 2u) < 1u) r ^= s[((t * 19 + 39) % 64)]; else r += s[t];
    __syncthreads();
    if (t < 3) acc[t] = 0xffffffffu;
    __syncthreads();
    atomicAnd(&acc[t % 3u], (threadIdx.y ^ (r >> 3)));
    __syncthreads();
    r += acc[(t + 2) % 3u];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {3282u, 2867761u, 2043u, 42u, 26175u, 1223u, 123u, 2174962u, 1485309231u, 2u, 6972u, 56610519u, 1163309u, 365u, 3501192u, 4468u, 75691u, 3370u, 3u, 3254u, 2035u, 1u, 84u, 42u, 7873u, 4031171u, 0u, 2u, 527u, 1273u, 2u, 336670352u, 42230u, 6159330u, 10u, 47741837u, 101196u, 95767u, 156u, 13553520u, 0u, 149158u, 2u, 1912685u, 283361u, 9u, 6271869u, 311u, 2527191478u, 1282403845u, 4u, 120u, 408229916u, 275540138u, 55u, 57u, 3u, 389769898u, 32533104u, 39515u, 13390u, 5870u, 27340069u, 102u};

int main() {
    const int n = 1 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(16, 4)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
