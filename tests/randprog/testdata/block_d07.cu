// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 50217).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[100];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 100 + t) % 64], k = 0;
    s[(100 - 1 - t)] = (blockIdx.x - blockIdx.x);
    __syncthreads();
    if ((t % 6u) < 1u) r ^= s[((t * 39 + 87) % 100)]; else r += s[t];
    __syncthreads();
    atomicAdd(&totals[0], (k + t));
    atomicAnd(&totals[5], ((r >> 3) - (r >> 3)));
    s[((t + 50) % 100)] = (blockIdx.x * (r >> 3));
    __syncthreads();
    r = (blockIdx.x + r) + s[(100 - 1 - t)];
    __syncthreads();
    s[(100 - 1 - t)] = ((r * 2654435761u) ^ threadIdx.x);
    __syncthreads();
    if ((t % 4u) < 2u) r ^= s[((t + 68) % 100)]; else r += s[t];
    __syncthreads();
    out[blockIdx.x * 100 + t] = r;
}

static const unsigned h_seeds[64] = {1738u, 0u, 1596671196u, 9368u, 3064u, 3842u, 6609404u, 24033u, 203577704u, 1254u, 2034316u, 312969u, 123150536u, 10u, 30645u, 3001925u, 1u, 113068u, 31568282u, 2740346272u, 906633u, 1681u, 25134u, 7755u, 192u, 6093556u, 23u, 73u, 997294689u, 37464u, 106u, 199u, 162394559u, 2926u, 2u, 1u, 257u, 1u, 302u, 3u, 769475u, 12u, 1939u, 64u, 9708612u, 267u, 1270203762u, 36960u, 0u, 1929u, 3224u, 15966386u, 2120107u, 53u, 724u, 403u, 578849u, 14552178u, 31u, 6815u, 813944u, 13u, 141266u, 4695000u};

int main() {
    const int n = 3 * 100;
    static unsigned out[n];
    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};
    unsigned *d_seeds, *d_out, *d_totals;
    cudaMalloc(&d_seeds, sizeof h_seeds);
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_totals, sizeof totals);
    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);
    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);
    phases<<<3, dim3(100, 1)>>>(d_seeds, d_out, d_totals);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);
    printf("status %d\n", (int)err);
    for (int i = 0; i < n; i++) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' ');
    printf("\ntotals %08x %08x %08x %08x %08x %08x\n", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    return 0;
}
