// Tests cuRAND's device API with the default XORWOW generator (curandState): curand_init with
// one seed and the thread id as subsequence, the raw 32-bit draws of curand, curand_uniform
// (printed with 6 decimals), a state kept in global memory between two kernels, a different
// seed, and a nonzero offset, which must equal drawing and discarding that many numbers.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

__global__ void setup(curandState *states, unsigned long long seed) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(seed, id, 0, &states[id]);
}

__global__ void drawRaw(curandState *states, unsigned int *out, int perThread) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState local = states[id];
    for (int k = 0; k < perThread; k++) out[id * perThread + k] = curand(&local);
    states[id] = local;
}

__global__ void drawUniform(curandState *states, float *out) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    out[id] = curand_uniform(&states[id]);
}

__global__ void offsetCheck(unsigned long long seed, int skip, int *same) {
    curandState a, b;
    curand_init(seed, threadIdx.x, skip, &a);
    curand_init(seed, threadIdx.x, 0, &b);
    for (int k = 0; k < skip; k++) curand(&b);
    same[threadIdx.x] = curand(&a) == curand(&b);
}

int main() {
    const int threads = 64, per = 3;
    curandState *states;
    unsigned int *raw;
    float *uni;
    int *same;
    cudaMalloc(&states, threads * sizeof(curandState));
    cudaMallocManaged(&raw, threads * per * sizeof(unsigned int));
    cudaMallocManaged(&uni, threads * sizeof(float));
    cudaMallocManaged(&same, 32 * sizeof(int));
    printf("sizeof(curandState) = %zu\n", sizeof(curandState));

    setup<<<2, threads / 2>>>(states, 1234ULL);
    drawRaw<<<2, threads / 2>>>(states, raw, per);
    drawUniform<<<2, threads / 2>>>(states, uni);
    cudaDeviceSynchronize();
    for (int id = 0; id < threads; id += 9)
        printf("thread %2d: %10u %10u %10u  uniform %.6f\n", id, raw[id * per], raw[id * per + 1], raw[id * per + 2], uni[id]);

    setup<<<1, threads>>>(states, 0ULL);
    drawUniform<<<1, threads>>>(states, uni);
    cudaDeviceSynchronize();
    double sum = 0;
    for (int id = 0; id < threads; id++) sum += uni[id];
    printf("seed 0: uniform[0]=%.6f uniform[63]=%.6f mean=%.6f\n", uni[0], uni[63], sum / threads);

    offsetCheck<<<1, 32>>>(42ULL, 17, same);
    cudaDeviceSynchronize();
    int agree = 0;
    for (int i = 0; i < 32; i++) agree += same[i];
    printf("offset 17 == 17 discarded draws: %d of 32\n", agree);
    cudaFree(states);
    cudaFree(raw);
    cudaFree(uni);
    cudaFree(same);
    return 0;
}
