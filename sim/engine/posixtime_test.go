package engine_test

import (
	"bytes"
	"testing"
)

// TestPosixClocks: gettimeofday with struct timeval, clock_gettime with
// struct timespec and CLOCK_MONOTONIC, and CLOCKS_PER_SEC, which programs
// use to time their code, compile and run, and their clocks do not go
// backwards (they read the engine's deterministic clock()).
func TestPosixClocks(t *testing.T) {
	const src = `#include <cstdio>
#include <sys/time.h>
#include <time.h>
__global__ void k(float *a) { a[threadIdx.x] = threadIdx.x * 2.0f; }
int main() {
    struct timeval t0, t1;
    struct timespec s0, s1;
    gettimeofday(&t0, NULL);
    clock_gettime(CLOCK_MONOTONIC, &s0);
    clock_t c0 = clock();
    float *d;
    cudaMalloc(&d, 256 * sizeof(float));
    for (int i = 0; i < 100; i++) k<<<1, 256>>>(d);
    cudaDeviceSynchronize();
    gettimeofday(&t1, NULL);
    clock_gettime(CLOCK_REALTIME, &s1);
    double us = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_usec - t0.tv_usec);
    double ns = (s1.tv_sec - s0.tv_sec) * 1e9 + (s1.tv_nsec - s0.tv_nsec);
    double secs = (double)(clock() - c0) / CLOCKS_PER_SEC;
    printf("%d %d %d %d %ld\n", us >= 0, ns >= 0, secs >= 0, t0.tv_usec < 1000000 && s0.tv_nsec < 1000000000, (long)CLOCKS_PER_SEC);
    return 0;
}
`
	var out bytes.Buffer
	res := runSourceBudget("clocks.cu", []byte(src), &out, 0)
	if out.String() != "1 1 1 1 1000000\n" || len(res.Diagnostics) > 0 {
		t.Errorf("output %q, diagnostics %v", out.String(), res.Diagnostics)
	}
}
