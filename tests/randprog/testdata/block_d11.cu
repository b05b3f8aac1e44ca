// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50341).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[120];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 120 + t) % 64], k = 0;
    for (k = 0; k < 4u; k++) {
        s[((t + 38) % 120)] = (threadIdx.y - (t * t));
        __syncthreads();
        r = r * 31u + s[((t + 20) % 120)];
        __syncthreads();
    }
    s[((t + 108) % 120)] = ((r >> 3) | k);
    __syncthreads();
    if ((t % 2u) < 2u) r ^= s[((t * 7 + 54) % 120)]; else r += s[t];
    __syncthreads();
    atomicXor(&totals[4], ((r >> 3) * (r >> 3)));
    for (k = 0; k < 4u; k++) {
        s[((t + 28) % 120)] = (threadIdx.x * k);
        __syncthreads();
        r = r * 31u + s[(120 - 1 - t)];
        __syncthreads();
    }
    if (t < 2) acc[t] = 0u;
    __syncthreads();
    atomicMax(&acc[t % 2u], ((r >> 3) ^ k));
    __syncthreads();
    r += acc[(t + 0) % 2u];
    __syncthreads();
    out[blockIdx.x * 120 + t] = r;
}

static const unsigned h_seeds[64] = {14260988u, 7923u, 343003953u, 32u, 316u, 253810868u, 391u, 936u, 65003641u, 3798014u, 7u, 23715u, 90u, 62677u, 16272u, 1709u, 3387335954u, 166188u, 28u, 3893u, 3719673u, 6768u, 3u, 459150976u, 1853u, 4167163u, 10u, 117520292u, 17u, 2u, 11031422u, 563u, 13u, 229862197u, 246u, 8018855u, 54454u, 353274u, 45u, 128238439u, 2089100u, 27465413u, 104796835u, 1330506u, 241328132u, 139948017u, 268981u, 56591u, 12u, 27u, 1468758u, 117u, 7639u, 321913918u, 5829288u, 6843652u, 26144629u, 20445098u, 1u, 363u, 11928355u, 194u, 2u, 933u};

int main() {
    const int n = 2 * 120;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<2, dim3(12, 10)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
