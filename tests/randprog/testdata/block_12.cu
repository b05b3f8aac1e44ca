// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7012).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    atomicAnd(&totals[5], (blockIdx.x + blockIdx.x));
    for (k = 0; k < 3u; k++) {
        s[(t ^ 15)] = ((t * t) - blockIdx.x);
        __syncthreads();
        r = r * 31u + s[((t + 13) % 64)];
        __syncthreads();
    }
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {1514378u, 13139404u, 1529741391u, 41931u, 487381581u, 7387u, 228280587u, 525u, 1329367u, 0u, 29u, 1u, 868u, 2158750u, 12666u, 2849693u, 1u, 318951588u, 21726203u, 968u, 1189823357u, 21506u, 60287130u, 4080905954u, 123u, 0u, 21u, 26u, 34947u, 2394u, 9155215u, 96942u, 29245u, 954u, 173u, 11772u, 232478640u, 1068u, 31142u, 3208781706u, 64330399u, 14283373u, 14u, 185641419u, 97u, 27358u, 59u, 101u, 183528971u, 28u, 516497u, 2809u, 8065u, 903686u, 85421451u, 20600924u, 8082350u, 215u, 672049u, 2499u, 3011u, 15179915u, 1541u, 357u};

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
    phases<<<2, dim3(8, 8)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
