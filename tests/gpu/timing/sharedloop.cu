// The course's shared-memory microbenchmark written as plain C: one block of 32 x 8 threads,
// each thread loading ITERS times from shared memory and adding every loaded component into an
// accumulator (the write-up's loops were PTX whose results nothing used). Conflict-free 32-bit
// loads, 64-bit loads shared by lane pairs (one wavefront each) and 128-bit loads shared by lane
// quads (two wavefronts each): in plain C the adds, not the wavefronts, can set the time.
// The index is i * zero with zero = 0 passed at run time, so that nvcc can neither hoist the
// load out of the loop nor fold the adds.
#include "timing.h"

#define ITERS 100000

__global__ void loadWords(float *out, int iters, int zero) {
    __shared__ float s[32 * 8 * 4];
    int w = threadIdx.y, l = threadIdx.x;
    for (int i = w * 32 + l; i < 32 * 8 * 4; i += 32 * 8) s[i] = (float)i;
    __syncthreads();
    const float *p = s + w * 32 + l;
    float acc = 0.0f;
    for (int i = 0; i < iters; i++) acc += p[i * zero];
    out[w * 32 + l] = acc;
}

__global__ void loadPairs(float *out, int iters, int zero) {
    __shared__ float2 s[32 * 8 * 2];
    int w = threadIdx.y, l = threadIdx.x;
    for (int i = w * 32 + l; i < 32 * 8 * 2; i += 32 * 8) s[i] = make_float2((float)i, 1.0f);
    __syncthreads();
    const float2 *p = s + w * 16 + l / 2;
    float acc = 0.0f;
    for (int i = 0; i < iters; i++) {
        float2 v = p[i * zero];
        acc += v.x;
        acc += v.y;
    }
    out[w * 32 + l] = acc;
}

__global__ void loadQuads(float *out, int iters, int zero) {
    __shared__ float4 s[32 * 8];
    int w = threadIdx.y, l = threadIdx.x;
    for (int i = w * 32 + l; i < 32 * 8; i += 32 * 8) s[i] = make_float4((float)i, 1.0f, 2.0f, 3.0f);
    __syncthreads();
    const float4 *p = s + w * 8 + l / 4;
    float acc = 0.0f;
    for (int i = 0; i < iters; i++) {
        float4 v = p[i * zero];
        acc += v.x;
        acc += v.y;
        acc += v.z;
        acc += v.w;
    }
    out[w * 32 + l] = acc;
}

int main() {
    float *out;
    CHECK(cudaMalloc(&out, 32 * 8 * sizeof(float)));
    dim3 block(32, 8);
    report("words_c", medianMs([&] { loadWords<<<1, block>>>(out, ITERS, 0); }));
    report("pairs_c", medianMs([&] { loadPairs<<<1, block>>>(out, ITERS, 0); }));
    report("quads_c", medianMs([&] { loadQuads<<<1, block>>>(out, ITERS, 0); }));
    CHECK(cudaFree(out));
    return 0;
}
