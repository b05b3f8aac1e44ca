// Tests the preprocessor: object- and function-like #define, # (stringize), ## (paste),
// #undef, #if/#elif/#else/#endif with defined(), #ifdef/#ifndef, nested conditions,
// multi-line macros with backslashes, #pragma unroll and an unknown pragma.
#include <cstdio>
#include <cuda_runtime.h>

#define N 8
#define SQUARE(x) ((x) * (x))
#define STR(x) #x
#define XSTR(x) STR(x)
#define PASTE(a, b) a##b
#define MAX3(a, b, c) ((a) > (b) ? ((a) > (c) ? (a) : (c)) : ((b) > (c) ? (b) : (c)))
#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            printf("CUDA error: %s (line %d)\n", cudaGetErrorString(err_), \
                   __LINE__);                                              \
            return 1;                                                      \
        }                                                                  \
    } while (0)

#define LEVEL 2
#if LEVEL == 1
#define LEVEL_NAME "one"
#elif LEVEL == 2
#define LEVEL_NAME "two"
#else
#define LEVEL_NAME "many"
#endif

#ifndef BLOCK
#define BLOCK 4
#endif

#ifdef N
#define HAS_N 1
#else
#define HAS_N 0
#endif

#define TEMP 5
#undef TEMP
#if defined(TEMP) || !defined(N)
#error "TEMP should be undefined"
#endif

#pragma simtlab_unknown_pragma
__global__ void squares(int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
#pragma unroll
    for (int k = 0; k < 4; k++) sum += k;
    if (i < N) out[i] = SQUARE(i + 1) + sum;
}

int main() {
    int PASTE(host, Values)[N];
    int *d;
    CHECK(cudaMalloc(&d, N * sizeof(int)));
    squares<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hostValues, d, sizeof(hostValues), cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) printf("%d ", hostValues[i]);
    printf("\n");
    printf("level=%s has_n=%d block=%d\n", LEVEL_NAME, HAS_N, BLOCK);
    printf("stringized: %s / %s\n", STR(a + b), XSTR(N));
    printf("max3=%d square(2+1)=%d\n", MAX3(3, 9, 4), SQUARE(2 + 1));
#if N > 4 && (BLOCK * 2 == 8)
    printf("compound #if ok\n");
#endif
    CHECK(cudaFree(d));
    return 0;
}
