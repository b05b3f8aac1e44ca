// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50527).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[32];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 32 + t) % 64], k = 0;
    atomicMin(&totals[2], (k ^ threadIdx.x));
    s[((t + 28) % 32)] = (threadIdx.x * t);
    __syncthreads();
    r = (threadIdx.x - (t * t)) + s[(t ^ 30)];
    __syncthreads();
    out[blockIdx.x * 32 + t] = r;
}

static const unsigned h_seeds[64] = {89791u, 5719487u, 364u, 245983108u, 42434542u, 6333u, 2170502997u, 122994u, 732u, 469709u, 3u, 618273u, 9930822u, 678u, 1754u, 29364u, 299243915u, 1796753886u, 41226532u, 15u, 1041785200u, 349401243u, 41u, 4012489u, 3u, 6984u, 14874u, 430u, 1447922u, 235u, 1u, 0u, 12053987u, 303u, 2043523u, 42u, 6419u, 52305u, 48u, 840205u, 163785u, 7479u, 489423u, 43571613u, 15u, 85490924u, 4020165u, 455220u, 5u, 3418u, 1817u, 135u, 273u, 3148020u, 516u, 1337u, 29317u, 3815588u, 297539u, 1771u, 1590u, 2086232u, 40636640u, 22u};

int main() {
    const int n = 4 * 32;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<4, dim3(32, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
