// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7032).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    s[((t * 33 + 43) % 100)] = (threadIdx.y ^ (t * t));
    __syncthreads();
    if ((t % 2u) < 1u) r ^= s[((t + 56) % 100)]; else r += s[t];
    __syncthreads();
    for (k = 0; k < 4u; k++) {
        s[(100 - 1 - t)] = ((t * t) + blockIdx.x);
        __syncthreads();
        r = r * 31u + s[(100 - 1 - t)];
        __syncthreads();
    }
    for (k = 0; k < 4u; k++) {
        s[((t * 7 + 35) % 100)] = (r - (r * 2654435761u));
        __syncthreads();
        r = r * 31u + s[(100 - 1 - t)];
        __syncthreads();
    }
    s[((t + 23) % 100)] = ((r * 2654435761u) | r);
    __syncthreads();
    if ((t % 5u) < 1u) r ^= s[(100 - 1 - t)]; else r += s[t];
    __syncthreads();
    for (k = 0; k < 2u; k++) {
        s[(100 - 1 - t)] = (threadIdx.y - threadIdx.y);
        __syncthreads();
        r = r * 31u + s[(100 - 1 - t)];
        __syncthreads();
    }
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {2450776155u, 3344u, 357u, 1334u, 180u, 1024781u, 106720u, 0u, 390463979u, 1923u, 250u, 338u, 318442u, 556281911u, 529132248u, 814587u, 7u, 7531068u, 0u, 76743675u, 301u, 0u, 29u, 1763382558u, 62547644u, 16563743u, 576461u, 1190u, 12u, 3254245580u, 2302476u, 420334u, 314849608u, 415u, 106679686u, 545u, 255024547u, 593u, 998u, 312648362u, 781u, 336288u, 389497096u, 0u, 23581890u, 495u, 19930366u, 31476697u, 12634189u, 1488u, 641279u, 103803505u, 2916u, 516585u, 1024163u, 33u, 1830649u, 200u, 1u, 493411u, 6530831u, 31143192u, 403u, 498u};

int main() {
    const int n = 1 * 100;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<1, dim3(100, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
