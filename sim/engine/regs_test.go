package engine

import (
	"bytes"
	"context"
	"testing"

	"simtlab/hardware"
	"simtlab/sim/cuda/check"
)

func TestLaunchBoundsCap(t *testing.T) {
	h200, ok := hardware.Lookup("h200")
	if !ok {
		t.Fatal("no h200 profile")
	}
	// nvcc's caps on CC 9.0 (65,536 registers per SM, 256-register units
	// per warp): registers × 32 × warps must fit.
	tests := []struct{ threads, blocks, want int }{
		{1024, 1, 64},
		{1024, 2, 32},
		{512, 2, 64},
		{256, 1, 255},
		{256, 2, 128},
		{256, 4, 64},
		{128, 8, 64},
		{96, 1, 255},
		{64, 32, 32},
	}
	for _, tc := range tests {
		if got := launchBoundsCap(h200, tc.threads, tc.blocks); got != tc.want {
			t.Errorf("__launch_bounds__(%d, %d): cap %d, want %d", tc.threads, tc.blocks, got, tc.want)
		}
	}
}

// The same register count reaches every place a program or report can see
// it: cudaFuncGetAttributes, the occupancy API and the launch's metrics.
func TestRegistersEverywhere(t *testing.T) {
	const src = `#include <cstdio>
__global__ void plain(float *a) { a[threadIdx.x] = 1.0f; }

#pragma simtlab registers 96
__global__ void pinned(float *a) { a[threadIdx.x] = 2.0f; }

__global__ void __launch_bounds__(1024, 2) bounded(float *a, float *b, float *c, float *d, int n) {
    int i = threadIdx.x, j = i + 1, k = j + 1, l = k + 1, m = l + 1, o = m + 1, p = o + 1, q = p + 1;
    int r = q + 1, s = r + 1, u = s + 1, v = u + 1, w = v + 1, x = w + 1, y = x + 1, z = y + 1;
    if (i < n) a[i] = b[j] + c[k] + d[l] + m + o + p + q + r + s + u + v + w + x + y + z;
}

__global__ void __maxnreg__(24) capped(float *a, float *b, float *c, float *d, int n) {
    int i = threadIdx.x, j = i + 1, k = j + 1, l = k + 1;
    float s = 0.0f;
    for (int t = 0; t < n; t++) s += b[j + t] * c[k + t] + d[l + t];
    if (i < n) a[i] = s;
}

int main() {
    float *a;
    cudaMalloc(&a, 4096 * sizeof(float));
    cudaFuncAttributes fa;
    int blocks;
    cudaFuncGetAttributes(&fa, pinned);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, pinned, 256, 0);
    printf("pinned %d %d\n", fa.numRegs, blocks);
    cudaFuncGetAttributes(&fa, bounded);
    printf("bounded %d\n", fa.numRegs);
    cudaFuncGetAttributes(&fa, capped);
    printf("capped %d\n", fa.numRegs);
    plain<<<1, 32>>>(a);
    pinned<<<1, 256>>>(a);
    bounded<<<1, 1024>>>(a, a, a, a, 1000);
    capped<<<1, 32>>>(a, a, a, a, 10);
    cudaDeviceSynchronize();
    return 0;
}
`
	res, out := runOnH200(t, "regs.cu", src)
	if res.ExitCode != 0 {
		t.Fatalf("exit %d: %v\n%s", res.ExitCode, res.Diagnostics, out)
	}
	// 96 registers × 256 threads: 24,576 per block, 2 blocks per SM.
	want := "pinned 96 2\nbounded 32\ncapped 24\n"
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
	regs := map[string]float64{"pinned": 96, "bounded": 32, "capped": 24}
	for _, l := range res.Launches {
		got := l.Metrics["launch__registers_per_thread"]
		if w, ok := regs[l.Kernel]; ok && got != w {
			t.Errorf("%s: launch__registers_per_thread %v, want %v", l.Kernel, got, w)
		}
		if l.Kernel == "pinned" && l.Metrics["launch__occupancy_limit_registers"] != 2 {
			t.Errorf("pinned: launch__occupancy_limit_registers %v, want 2", l.Metrics["launch__occupancy_limit_registers"])
		}
		if _, ok := l.Metrics["sm__maximum_warps_per_active_cycle_pct"]; !ok {
			t.Errorf("%s: no sm__maximum_warps_per_active_cycle_pct", l.Kernel)
		}
	}
}

// A loop the parser unrolled (a constant trip count with a break) inside a
// grid-stride loop: the outer loop's span is measured as the estimate
// walks it, with the inner loop's first copy only (it once ran past the
// end of the walk and panicked).
func TestRegsUnrolledLoopInsideLoop(t *testing.T) {
	const src = `#include <cstdio>
__global__ void newton(int n, const float *a, float *x) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float v = a[i], y = 1.0f;
        for (int k = 0; k < 60; ++k) {
            float ny = y - v * y;
            if (ny == y) break;
            y = ny;
        }
        x[i] = y;
    }
}
int main() {
    float *a, *x, h[4];
    cudaMalloc(&a, 64 * sizeof(float));
    cudaMalloc(&x, 64 * sizeof(float));
    cudaMemset(a, 0, 64 * sizeof(float));
    newton<<<1, 64>>>(64, a, x);
    cudaMemcpy(h, x, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%g %g\n", h[0], h[3]);
    return 0;
}
`
	res, out := runOnH200(t, "unrolled.cu", src)
	if res.ExitCode != 0 || out != "1 1\n" {
		t.Fatalf("exit %d: %v\n%s", res.ExitCode, res.Diagnostics, out)
	}
	for _, l := range res.Launches {
		if r := l.Metrics["launch__registers_per_thread"]; r < regsFloor || r > 255 {
			t.Errorf("%s: launch__registers_per_thread %v", l.Kernel, r)
		}
	}
}

// runOnH200 checks and runs src on the H200's profile, returning the result
// and what it printed.
func runOnH200(t *testing.T, name, src string) (*Outcome, string) {
	t.Helper()
	f, diags := check.File(name, []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	h200, _ := hardware.Lookup("h200")
	var out bytes.Buffer
	res := New(context.Background(), f, []byte(src), Config{GPU: h200, Stdout: &out}).Run()
	return res, out.String()
}
