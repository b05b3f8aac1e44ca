package engine

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
)

// runPhased runs a program with phased barriers on or off and returns all
// it produced (see runHost), with the execution trace when exec is set.
func runPhased(t *testing.T, name string, src []byte, phased bool, maxSteps int64) string {
	t.Helper()
	defer func(old bool) { phasedBarriers = old }(phasedBarriers)
	phasedBarriers = phased
	return runHost(t, name, src, hostScalar, maxSteps)
}

// TestPhasedBarriersChangeNothing runs the conformance corpus, the
// engine's test programs and the diagnostics corpus with and without
// phased barriers: every output, diagnostic, counter and the step count
// must be the same.
func TestPhasedBarriersChangeNothing(t *testing.T) {
	files := corpusPrograms(t, "../../tests/diagnostics/*.cu")
	sameWithAndWithout(t, "phased barriers", files, func(name string, src []byte, on bool) string {
		return runPhased(t, name, src, on, 50_000_000)
	})
	phased := 0
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil && bytes.Contains(src, []byte("__syncthreads();")) {
			phased++
		}
	}
	if phased < 10 {
		t.Errorf("only %d programs use __syncthreads", phased)
	}
}

// phasedKernels compiles a program's kernels and reports, by name, which
// got a phased body.
func phasedKernels(t *testing.T, src string) map[string]bool {
	t.Helper()
	f, diags := check.File("k.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatalf("does not compile: %v", diags)
	}
	m := New(context.Background(), f, []byte(src), Config{Stdout: &bytes.Buffer{}})
	got := map[string]bool{}
	for _, fd := range f.Funcs {
		if !fd.Attrs.Global {
			continue
		}
		fn := m.function(fd)
		got[fd.Name] = fn != nil && fn.phased != nil
	}
	return got
}

// TestPhasedShapes checks which kernels run phased: barriers as
// statements of the body or of a top-level loop's body do; barriers
// anywhere else, or calls that may reach one, keep the coroutines.
func TestPhasedShapes(t *testing.T) {
	src := `
__device__ void helper(int *s) { s[threadIdx.x] = 0; __syncthreads(); }
__device__ int plain(int x) { return x * 2; }
__global__ void top(int *p) { __shared__ int s[64]; s[threadIdx.x] = plain(1); __syncthreads(); p[threadIdx.x] = s[63 - threadIdx.x]; }
__global__ void inLoop(int *p) { __shared__ int s[64]; for (int i = 0; i < 3; i++) { s[threadIdx.x] = i; __syncthreads(); } p[0] = s[0]; }
__global__ void inWhile(int *p) { __shared__ int s[64]; int i = 0; while (i < 3) { s[threadIdx.x] = i; __syncthreads(); i++; } do { i--; __syncthreads(); } while (i > 0); p[0] = s[0]; }
__global__ void nested(int *p) { for (int j = 0; j < 2; j++) for (int i = 0; i < 3; i++) { __syncthreads(); } p[0] = 1; }
__global__ void inIf(int *p) { if (threadIdx.x < 64) { __syncthreads(); } p[0] = 1; }
__global__ void counted(int *p) { int n = __syncthreads_count(threadIdx.x & 1); p[0] = n; }
__global__ void viaCall(int *p) { __shared__ int s[64]; helper(s); p[0] = s[0]; }
__global__ void noBarrier(int *p) { p[0] = 1; }
int main() { return 0; }
`
	got := phasedKernels(t, src)
	want := map[string]bool{"top": true, "inLoop": true, "inWhile": true, "nested": false, "inIf": false, "counted": false, "viaCall": false, "noBarrier": false}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: phased %v, want %v", k, got[k], v)
		}
	}
}

// TestPhasedEdges holds phased barriers to the coroutines where a block
// goes wrong: deadlocks (a warp finished, warps at different barriers), a
// divergent barrier, a fault between barriers, the step budget inside a
// loop with a barrier, break and continue around a barrier, warps that
// return early from the loop.
func TestPhasedEdges(t *testing.T) {
	cases := []struct {
		name, kernel string
		steps        int64
	}{
		{"reduction", `__global__ void k(int *p) { __shared__ int s[128]; int t = threadIdx.x; s[t] = t;
__syncthreads(); for (int st = blockDim.x / 2; st > 0; st >>= 1) { if (t < st) s[t] += s[t + st]; __syncthreads(); } if (t == 0) p[blockIdx.x] = s[0]; }`, 0},
		{"warp finished early", `__global__ void k(int *p) { if (threadIdx.x >= 32) return; __syncthreads(); p[threadIdx.x] = 1; }`, 0},
		{"different barriers", `__global__ void k(int *p) { for (int i = 0; i < (int)threadIdx.x / 32; i++) { __syncthreads(); }
__syncthreads(); p[threadIdx.x] = 1; }`, 0},
		{"divergent barrier", `__global__ void k(int *p) { if (threadIdx.x % 2) return; __syncthreads(); p[threadIdx.x] = 1; }`, 0},
		{"fault between barriers", `__global__ void k(int *p) { __shared__ int s[128]; s[threadIdx.x] = 1; __syncthreads();
p[threadIdx.x * 100000] = s[127 - threadIdx.x]; __syncthreads(); p[threadIdx.x] = 2; }`, 0},
		{"endless loop with a barrier", `__global__ void k(int *p) { __shared__ int s[128]; for (int i = 0; ; i++) { s[threadIdx.x] = i; __syncthreads(); } }`, 100_000},
		{"break and continue", `__global__ void k(int *p) { __shared__ int s[128]; int t = threadIdx.x;
for (int i = 0; i < 10; i++) { s[t] = i; if (i == 7) break; __syncthreads(); if (i & 1) continue; p[t] += s[(t + 1) & 127]; __syncthreads(); } p[t] += 1000; }`, 0},
		{"return inside the loop", `__global__ void k(int *p) { __shared__ int s[128]; int t = threadIdx.x;
for (int i = 0; i < 4; i++) { s[t] = i; __syncthreads(); if (i == 2 && t >= 64) return; p[t] += s[127 - t]; __syncthreads(); } }`, 0},
		{"do while", `__global__ void k(int *p) { __shared__ int s[128]; int t = threadIdx.x, i = 0;
do { s[t] = i * t; __syncthreads(); p[t] += s[(t + 5) & 127]; __syncthreads(); i++; } while (i < 3); }`, 0},
		{"race", `__global__ void k(int *p) { __shared__ int s[128]; s[threadIdx.x] = 1; __syncthreads(); s[threadIdx.x] = s[(threadIdx.x + 1) & 127]; p[threadIdx.x] = s[0]; }`, 0},
		{"printf between barriers", `#include <cstdio>
__global__ void k(int *p) { __shared__ int s[128]; s[threadIdx.x] = threadIdx.x; __syncthreads(); if (threadIdx.x % 40 == 0) printf("%d %d\n", threadIdx.x, s[127 - threadIdx.x]); __syncthreads(); }`, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := tc.kernel + `
#include <cstdio>
int main() { int *d; cudaMalloc(&d, 4096); cudaMemset(d, 0, 4096); k<<<3, 128>>>(d); cudaError_t e = cudaDeviceSynchronize();
int h[4]; cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost); printf("%s %d %d %d %d\n", cudaGetErrorName(e), h[0], h[1], h[2], h[3]); return 0; }`
			if !phasedKernels(t, src)["k"] {
				t.Fatalf("the kernel is not phased")
			}
			steps := tc.steps
			if steps == 0 {
				steps = 50_000_000
			}
			on, off := runPhased(t, "edge.cu", []byte(src), true, steps), runPhased(t, "edge.cu", []byte(src), false, steps)
			if on != off {
				t.Errorf("with phased barriers:\n%s\nwithout:\n%s", on, off)
			}
			if strings.Contains(on, "does not compile") {
				t.Errorf("does not compile")
			}
		})
	}
}
