// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed 7039).
#include <cstdio>

__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {
    __shared__ unsigned s[64];
    __shared__ unsigned acc[8];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned r = seeds[(blockIdx.x * 64 + t) % 64], k = 0;
    for (k = 0; k < 3u; k++) {
        s[((t * 29 + 60) % 64)] = ((r * 2654435761u) ^ (r >> 3));
        __syncthreads();
        r = r * 31u + s[((t * 21 + 56) % 64)];
        __syncthreads();
    }
    atomicOr(&totals[3], (threadIdx.x * threadIdx.y));
    out[blockIdx.x * 64 + t] = r;
}

static const unsigned h_seeds[64] = {18u, 12543316u, 140953u, 31726u, 1699u, 142077239u, 61650113u, 26u, 89834396u, 3685813u, 822345u, 14u, 6686734u, 1012597u, 15913834u, 891732754u, 226u, 1491588u, 4759157u, 11862751u, 217165u, 101455274u, 2727122421u, 110442892u, 1310048835u, 0u, 6377684u, 0u, 8888u, 5879511u, 1u, 120609555u, 3u, 2399465u, 3938616u, 833570u, 210390u, 126u, 3u, 505966844u, 4794242u, 897859979u, 4155270u, 4155931u, 346u, 811u, 443619u, 118u, 907991153u, 6858u, 3618799u, 803u, 2557361157u, 15521306u, 2u, 768732u, 5u, 15657u, 2142831u, 93u, 1697993u, 221178075u, 15u, 188604134u};

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
