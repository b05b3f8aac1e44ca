// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7030).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[48];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 48 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[((t + 31) % 48)] = ((t * t) * r);
        __syncthreads();
        r = r * 31u + s[((t + 21) % 48)];
        __syncthreads();
    }
    for (k = 0; k < 3u; k++) {
        s[((t + 37) % 48)] = (k ^ r);
        __syncthreads();
        r = r * 31u + s[((t + 3) % 48)];
        __syncthreads();
    }
    s[((t + 2) % 48)] = ((r * 2654435761u) - (r >> 3));
    __syncthreads();
    if ((t % 5u) < 3u) r ^= s[((t + 46) % 48)]; else r += s[t];
    __syncthreads();
    atomicMax(&totals[1], ((t * t) * (r * 2654435761u)));
    atomicOr(&totals[3], (threadIdx.y + blockIdx.x));
    out[blockIdx.x * 48 + t] = r;
}

static const unsigned h_seeds[64] = {76027u, 3945u, 2482181036u, 2570476u, 740781u, 25u, 4034569u, 221707590u, 1u, 2u, 906127u, 6378u, 128500765u, 218781u, 182u, 392456u, 1u, 1778664698u, 23411u, 2u, 3474391u, 64284084u, 14513168u, 14u, 520803401u, 33817u, 15739897u, 89u, 957768349u, 35927662u, 2334324u, 81u, 1426u, 296u, 11546u, 12u, 5592839u, 99826u, 168u, 10u, 58u, 734851u, 1867476u, 100u, 31u, 3u, 66u, 21998916u, 2067280u, 30u, 187u, 980390u, 626931048u, 155220u, 4u, 0u, 3633u, 3u, 13746859u, 1u, 65392u, 4u, 67u, 1465u};

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
