// Tests cuRAND's counter-based Philox-4x32-10 generator (curandStatePhilox4_32_10_t): states
// initialised per thread with the thread id as subsequence, the raw words of curand and
// curand4, curand_uniform4 (printed with 6 decimals), a nonzero offset that must equal drawing
// and discarding, skipahead, and a Monte Carlo count of points inside the unit circle.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

__global__ void draws(unsigned int *raw, float *uni) {
    int id = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(7777ULL, id, 0, &s);
    raw[id * 6 + 0] = curand(&s);
    raw[id * 6 + 1] = curand(&s);
    uint4 four = curand4(&s);
    raw[id * 6 + 2] = four.x;
    raw[id * 6 + 3] = four.y;
    raw[id * 6 + 4] = four.z;
    raw[id * 6 + 5] = four.w;
    float4 u = curand_uniform4(&s);
    uni[id * 4 + 0] = u.x;
    uni[id * 4 + 1] = u.y;
    uni[id * 4 + 2] = u.z;
    uni[id * 4 + 3] = u.w;
}

__global__ void offsets(int *same) {
    int k = threadIdx.x;
    curandStatePhilox4_32_10_t a, b, c;
    curand_init(1ULL, 5, k, &a);
    curand_init(1ULL, 5, 0, &b);
    curand_init(1ULL, 5, 0, &c);
    for (int i = 0; i < k; i++) curand(&b);
    skipahead((unsigned long long)k, &c);
    unsigned int x = curand(&a);
    same[k] = (x == curand(&b)) + (x == curand(&c));
}

__global__ void circle(unsigned int *hits) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(2024ULL, id, 0, &s);
    unsigned int inside = 0;
    for (int i = 0; i < 64; i++) {
        float4 p = curand_uniform4(&s);
        inside += (p.x * p.x + p.y * p.y <= 1.0f) + (p.z * p.z + p.w * p.w <= 1.0f);
    }
    atomicAdd(hits, inside);
}

int main() {
    unsigned int *raw, *hits;
    float *uni;
    int *same;
    cudaMallocManaged(&raw, 32 * 6 * sizeof(unsigned int));
    cudaMallocManaged(&uni, 32 * 4 * sizeof(float));
    cudaMallocManaged(&same, 32 * sizeof(int));
    cudaMallocManaged(&hits, sizeof(unsigned int));
    *hits = 0;
    printf("sizeof(curandStatePhilox4_32_10_t) = %zu\n", sizeof(curandStatePhilox4_32_10_t));
    draws<<<1, 32>>>(raw, uni);
    offsets<<<1, 32>>>(same);
    circle<<<8, 128>>>(hits);
    cudaDeviceSynchronize();
    for (int id = 0; id < 32; id += 10)
        printf("thread %2d: %08x %08x | %08x %08x %08x %08x | %.6f %.6f %.6f %.6f\n", id, raw[id * 6], raw[id * 6 + 1],
               raw[id * 6 + 2], raw[id * 6 + 3], raw[id * 6 + 4], raw[id * 6 + 5], uni[id * 4], uni[id * 4 + 1],
               uni[id * 4 + 2], uni[id * 4 + 3]);
    int agree = 0;
    for (int k = 0; k < 32; k++) agree += same[k];
    printf("offsets agree: %d of 64\n", agree);
    unsigned int samples = 8 * 128 * 64 * 2;
    printf("%u of %u inside, pi ~ %.6f\n", *hits, samples, 4.0 * *hits / samples);
    return 0;
}
