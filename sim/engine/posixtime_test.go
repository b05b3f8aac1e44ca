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

// timedKernel is the kernel the timer tests time: 1000 float adds a
// thread.
const timedKernel = `#include <cstdio>
#include <chrono>
__global__ void k(float *p) {
    float s = 0;
    for (int i = 0; i < 1000; i++) s += i * 0.5f;
    p[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
`

// TestHostTimersReadModelledTime: host timers around a launch and its
// synchronisation read the modelled GPU time, as the launch's events do
// (they read interpreter steps, and showed minutes for a 0.09 ms kernel),
// and around the launch alone, which is asynchronous, next to nothing.
func TestHostTimersReadModelledTime(t *testing.T) {
	const src = timedKernel + `int main() {
    float *d;
    cudaMalloc(&d, 4096 * 256 * sizeof(float));
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    auto t0 = std::chrono::high_resolution_clock::now();
    cudaEventRecord(e0);
    k<<<4096, 256>>>(d);
    cudaEventRecord(e1);
    auto launched = std::chrono::high_resolution_clock::now();
    cudaDeviceSynchronize();
    auto t1 = std::chrono::high_resolution_clock::now();
    float ms = 0;
    cudaEventElapsedTime(&ms, e0, e1);
    double host = std::chrono::duration<double, std::milli>(t1 - t0).count();
    double issue = std::chrono::duration<double, std::milli>(launched - t0).count();
    printf("%d %d\n", host >= ms * 0.95 && host <= ms * 1.05 + 0.01, issue < 0.01);
    return 0;
}
`
	var out bytes.Buffer
	res := runSourceBudget("timers.cu", []byte(src), &out, 0)
	if out.String() != "1 1\n" || len(res.Diagnostics) > 0 {
		t.Errorf("output %q, diagnostics %v", out.String(), res.Diagnostics)
	}
}

// TestGPUWaitsForTheHost: the GPU starts work when the host issues it, so
// host work before a timed launch does not hide the kernel from a host
// timer (it read 0 when the GPU's clock counted its own work alone and
// the host had spent longer filling its arrays than the kernel took), and
// events around host work with the GPU idle measure that host work.
func TestGPUWaitsForTheHost(t *testing.T) {
	const src = timedKernel + `int main() {
    static float h[1 << 18];
    for (int i = 0; i < (1 << 18); i++) h[i] = i % 7;
    float *d;
    cudaMalloc(&d, 4096 * 256 * sizeof(float));
    cudaEvent_t e0, e1, e2;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    cudaEventCreate(&e2);
    auto t0 = std::chrono::high_resolution_clock::now();
    cudaEventRecord(e0);
    k<<<4096, 256>>>(d);
    cudaEventRecord(e1);
    cudaDeviceSynchronize();
    auto t1 = std::chrono::high_resolution_clock::now();
    float sum = 0;
    for (int i = 0; i < (1 << 18); i++) sum += h[i];
    cudaEventRecord(e2);
    cudaEventSynchronize(e2);
    auto t2 = std::chrono::high_resolution_clock::now();
    float kernel = 0, idle = 0;
    cudaEventElapsedTime(&kernel, e0, e1);
    cudaEventElapsedTime(&idle, e1, e2);
    double host = std::chrono::duration<double, std::milli>(t1 - t0).count();
    double loop = std::chrono::duration<double, std::milli>(t2 - t1).count();
    printf("%d %d %d\n", kernel > 0.01, host >= kernel * 0.95 && host <= kernel * 1.05 + 0.01,
           idle >= loop * 0.95 && idle <= loop * 1.05 && loop > 0.1);
    return sum < 0;
}
`
	var out bytes.Buffer
	res := runSourceBudget("hostfirst.cu", []byte(src), &out, 0)
	if out.String() != "1 1 1\n" || len(res.Diagnostics) > 0 {
		t.Errorf("output %q, diagnostics %v", out.String(), res.Diagnostics)
	}
}
