// Tests a Monte Carlo estimate of pi with cuRAND: every thread initialises its own
// curandState (seed 2024, subsequence = global thread id), draws points with curand_uniform,
// counts those inside the quarter circle, and the block adds its counts in shared memory;
// the host adds the block totals. The count is exact, so the estimate prints the same digits.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

#define BLOCKS 16
#define THREADS 128
#define SAMPLES 200

__global__ void estimate(unsigned int *blockHits) {
    __shared__ unsigned int hits[THREADS];
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState state;
    curand_init(2024, id, 0, &state);
    unsigned int inside = 0;
    for (int s = 0; s < SAMPLES; s++) {
        float x = curand_uniform(&state);
        float y = curand_uniform(&state);
        if (x * x + y * y <= 1.0f) inside++;
    }
    hits[threadIdx.x] = inside;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) hits[threadIdx.x] += hits[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0) blockHits[blockIdx.x] = hits[0];
}

int main() {
    unsigned int *d, h[BLOCKS];
    cudaMalloc(&d, sizeof h);
    estimate<<<BLOCKS, THREADS>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    unsigned long long total = 0;
    for (int b = 0; b < BLOCKS; b++) {
        total += h[b];
        if (b < 4) printf("block %d: %u hits\n", b, h[b]);
    }
    unsigned long long samples = (unsigned long long)BLOCKS * THREADS * SAMPLES;
    printf("%llu of %llu inside, pi ~ %.6f\n", total, samples, 4.0 * total / samples);
    cudaFree(d);
    return 0;
}
