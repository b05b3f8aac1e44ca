// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7005).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    s[((t + 53) % 100)] = (r - k);
    __syncthreads();
    if ((t % 6u) < 2u) r ^= s[((t + 79) % 100)]; else r += s[t];
    __syncthreads();
    atomicXor(&totals[4], (threadIdx.y + threadIdx.y));
    for (k = 0; k < 4u; k++) {
        s[(100 - 1 - t)] = (threadIdx.x + (r * 2654435761u));
        __syncthreads();
        r = r * 31u + s[((t * 23 + 19) % 100)];
        __syncthreads();
    }
    for (k = 0; k < 4u; k++) {
        s[((t + 66) % 100)] = ((r >> 3) + k);
        __syncthreads();
        r = r * 31u + s[((t * 39 + 0) % 100)];
        __syncthreads();
    }
    for (k = 0; k < 3u; k++) {
        s[((t * 21 + 19) % 100)] = (k - r);
        __syncthreads();
        r = r * 31u + s[((t * 11 + 62) % 100)];
        __syncthreads();
    }
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {47490256u, 304u, 58363960u, 216034107u, 42u, 1u, 3u, 423393532u, 2085228707u, 29959u, 94u, 10992251u, 783u, 0u, 591u, 84u, 718381969u, 1928995u, 6u, 4u, 580u, 10u, 744u, 1033u, 139u, 289u, 125633u, 37u, 1759822u, 160707u, 84u, 645653u, 3414445u, 6455409u, 18771u, 1u, 34064u, 7161u, 3383883615u, 262042964u, 24603u, 4131u, 5243749u, 155u, 516u, 172u, 0u, 2038u, 2738834u, 0u, 890463u, 0u, 15647913u, 109221508u, 129198u, 6463988u, 1582769u, 7u, 36u, 294181u, 1u, 37082035u, 2166u, 86276u};

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
    phases<<<1, dim3(20, 5)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
