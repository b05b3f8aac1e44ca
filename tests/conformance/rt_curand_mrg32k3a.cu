// Tests cuRAND's MRG32k3a generator (curandStateMRG32k3a_t): curand_init with seed 0 (L'Ecuyer's
// published starting state) and with a 64-bit seed, the thread id as subsequence (2^76 draws
// apart), curand_uniform_double (printed with 9 decimals), curand_uniform, raw curand, an
// offset that must equal drawing and discarding, and a Monte Carlo count of points in the circle.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

__global__ void draws(unsigned long long seed, double *ud, float *uf, unsigned int *raw) {
    int id = threadIdx.x;
    curandStateMRG32k3a_t s;
    curand_init(seed, id, 0, &s);
    ud[id] = curand_uniform_double(&s);
    uf[id] = curand_uniform(&s);
    raw[id] = curand(&s);
}

__global__ void offsets(int *same) {
    int k = threadIdx.x;
    curandStateMRG32k3a_t a, b;
    curand_init(5ULL, 1, k, &a);
    curand_init(5ULL, 1, 0, &b);
    for (int i = 0; i < k; i++) curand(&b);
    same[k] = curand(&a) == curand(&b);
}

__global__ void circle(unsigned int *hits) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandStateMRG32k3a_t s;
    curand_init(31ULL, id, 0, &s);
    unsigned int inside = 0;
    for (int i = 0; i < 100; i++) {
        double x = curand_uniform_double(&s), y = curand_uniform_double(&s);
        inside += x * x + y * y <= 1.0;
    }
    atomicAdd(hits, inside);
}

int main() {
    double *ud;
    float *uf;
    unsigned int *raw, *hits;
    int *same;
    cudaMallocManaged(&ud, 32 * sizeof(double));
    cudaMallocManaged(&uf, 32 * sizeof(float));
    cudaMallocManaged(&raw, 32 * sizeof(unsigned int));
    cudaMallocManaged(&same, 32 * sizeof(int));
    cudaMallocManaged(&hits, sizeof(unsigned int));
    printf("sizeof(curandStateMRG32k3a_t) = %zu\n", sizeof(curandStateMRG32k3a_t));
    const unsigned long long seeds[2] = {0ULL, 0x123456789ABCDEFULL};
    for (int k = 0; k < 2; k++) {
        draws<<<1, 32>>>(seeds[k], ud, uf, raw);
        cudaDeviceSynchronize();
        for (int id = 0; id < 32; id += 15)
            printf("seed %d thread %2d: %.9f %.6f %u\n", k, id, ud[id], uf[id], raw[id]);
    }
    offsets<<<1, 32>>>(same);
    *hits = 0;
    circle<<<4, 128>>>(hits);
    cudaDeviceSynchronize();
    int agree = 0;
    for (int k = 0; k < 32; k++) agree += same[k];
    printf("offsets agree: %d of 32\n", agree);
    printf("%u of %d inside, pi ~ %.6f\n", *hits, 4 * 128 * 100, 4.0 * *hits / (4 * 128 * 100));
    return 0;
}
