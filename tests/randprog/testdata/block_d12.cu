// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50372).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[256];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 256 + t) % 64], k = 0;
    s[((t + 3) % 256)] = (k | threadIdx.y);
    __syncthreads();
    if ((t % 4u) < 3u) r ^= s[(256 - 1 - t)]; else r += s[t];
    __syncthreads();
    s[((t + 99) % 256)] = (t * (r >> 3));
    __syncthreads();
    if ((t % 6u) < 1u) r ^= s[((t + 64) % 256)]; else r += s[t];
    __syncthreads();
    for (k = 0; k < 4u; k++) {
        s[((t * 31 + 217) % 256)] = (r | k);
        __syncthreads();
        r = r * 31u + s[((t + 123) % 256)];
        __syncthreads();
    }
    s[((t + 155) % 256)] = (t | (r * 2654435761u));
    __syncthreads();
    if ((t % 4u) < 2u) r ^= s[(t ^ 185)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 256 + t] = r;
}

static const unsigned h_seeds[64] = {1916u, 1601u, 202u, 316u, 41573609u, 16u, 0u, 1576111639u, 0u, 1618395645u, 341u, 1501u, 11u, 27262285u, 46876210u, 78u, 0u, 5081u, 531781u, 53u, 3747u, 6u, 3286692u, 52u, 35167053u, 3112271u, 9642541u, 37719u, 455589868u, 1109118u, 33665947u, 15013u, 0u, 2u, 2130371u, 121u, 50138481u, 2209u, 195290u, 12158u, 1068628243u, 111887103u, 24397449u, 81u, 820636658u, 1924u, 2u, 7922673u, 3529001u, 1u, 99342u, 2507111u, 5u, 6u, 0u, 112204u, 781515272u, 2162654u, 3u, 15677449u, 20299340u, 1u, 412845776u, 865u};

int main() {
    const int n = 4 * 256;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(256, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
