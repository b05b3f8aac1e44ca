// timing.h: shared helpers of the timing programs. Each program prints CSV lines
// "variant,ms" on stdout: the median of RUNS timed launches after WARMUP untimed ones, each
// timed with a pair of CUDA events around a single launch.
#pragma once
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// Overridable (-DWARMUP=0 -DRUNS=1) so that a profiler sees each variant's launch once.
#ifndef WARMUP
#define WARMUP 5
#endif
#ifndef RUNS
#define RUNS 31
#endif

#define CHECK(call)                                                                          \
    do {                                                                                     \
        cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess) {                                                             \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

// medianMs runs launch() WARMUP times, then RUNS times between events, and returns the
// median duration in milliseconds.
template <typename Launch>
float medianMs(Launch launch) {
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    for (int i = 0; i < WARMUP; i++) launch();
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    float samples[RUNS];
    for (int i = 0; i < RUNS; i++) {
        CHECK(cudaEventRecord(start));
        launch();
        CHECK(cudaEventRecord(stop));
        CHECK(cudaEventSynchronize(stop));
        CHECK(cudaGetLastError());
        CHECK(cudaEventElapsedTime(&samples[i], start, stop));
    }
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    std::sort(samples, samples + RUNS);
    return samples[RUNS / 2];
}

inline void report(const char *variant, float ms) { printf("%s,%.6f\n", variant, ms); }
