// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7013).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[(t ^ 43)] = ((r >> 3) + (r >> 3));
        __syncthreads();
        r = r * 31u + s[((t * 23 + 40) % 64)];
        __syncthreads();
    }
    for (k = 0; k < 3u; k++) {
        s[(64 - 1 - t)] = (threadIdx.y + threadIdx.x);
        __syncthreads();
        r = r * 31u + s[((t + 54) % 64)];
        __syncthreads();
    }
    s[(t ^ 61)] = (blockIdx.x ^ r);
    __syncthreads();
    r = ((t * t) - blockIdx.x) + s[((t + 35) % 64)];
    __syncthreads();
    s[((t + 27) % 64)] = (threadIdx.y + r);
    __syncthreads();
    if ((t % 6u) < 1u) r ^= s[((t * 35 + 9) % 64)]; else r += s[t];
    __syncthreads();
    s[(t ^ 4)] = ((t * t) * (r * 2654435761u));
    __syncthreads();
    if ((t % 3u) < 1u) r ^= s[((t + 32) % 64)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {1742131u, 1006096178u, 9u, 12563u, 966u, 41u, 23742980u, 2083u, 3427u, 43u, 527165482u, 29369022u, 418409u, 39334u, 0u, 10u, 16u, 5u, 22099340u, 2178265982u, 580862u, 731815u, 103163u, 12u, 1u, 903u, 202u, 62422667u, 7270u, 302u, 127u, 305u, 26651u, 532527u, 29925u, 507u, 452u, 3320109u, 28484935u, 22836105u, 1453u, 108736u, 283u, 421u, 32429u, 1499335u, 246649452u, 28642u, 526u, 4328211u, 136139257u, 279175u, 1305500u, 14u, 0u, 3433u, 12u, 679660885u, 94493u, 99016u, 13817676u, 6u, 1483400u, 2017251504u};

int main() {
    const int n = 3 * 64;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(64, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
