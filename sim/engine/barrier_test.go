package engine_test

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// barrierSrc synchronises 4 warps per block at a barrier inside a loop, then
// fails or exits in the ways that end a barrier kernel early.
const barrierSrc = `
__global__ void k(int *out, int mode) {
    __shared__ int s[128];
    int t = threadIdx.x;
    s[t] = t;
    __syncthreads();
    for (int stride = 64; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        if (mode == 1 && t == 40) __syncthreads();   // a barrier of its own: a deadlock
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}
int main() {
    int *d, h[3];
    cudaMalloc(&d, 3 * sizeof(int));
    k<<<3, 128>>>(d, MODE);
    cudaError_t e = cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", (int)e, h[0], h[1], h[2]);
    return 0;
}
`

// TestBarrierCoroutines checks the warps' coroutines: the barrier kernel
// computes the right sums, a deadlock is reported, and no coroutine outlives
// its launch either way.
func TestBarrierCoroutines(t *testing.T) {
	before := runtime.NumGoroutine()
	for _, tc := range []struct {
		mode, want, diag string
	}{
		{mode: "0", want: "0 8128 8128 8128\n"},
		{mode: "1", diag: "__syncthreads"},
	} {
		var out bytes.Buffer
		src := strings.Replace(barrierSrc, "MODE", tc.mode, 1)
		res := runSourceBudget("barrier.cu", []byte(src), &out, 0)
		if tc.want != "" && out.String() != tc.want {
			t.Errorf("mode %s: output %q, want %q (diagnostics %v)", tc.mode, out.String(), tc.want, res.Diagnostics)
		}
		if tc.diag != "" && !strings.Contains(res.Diagnostics.Err().Error(), tc.diag) {
			t.Errorf("mode %s: diagnostics %v, want one about %s", tc.mode, res.Diagnostics, tc.diag)
		}
	}
	// Stopped coroutines end asynchronously only in the runtime's own time;
	// give them a moment.
	for range 100 {
		if runtime.NumGoroutine() <= before {
			return
		}
		runtime.Gosched()
	}
	t.Errorf("%d goroutines before the launches, %d after", before, runtime.NumGoroutine())
}

// TestBarrierAfterReturn: threads that returned from the kernel are not
// waited for at a later barrier, whichever way the kernel runs its
// barriers (phased, or coroutines for a barrier under a uniform branch or
// in a called function), as the PTX ISA defines bar.sync and the H200 runs
// tests/conformance/x_barrier_after_return; a thread that is still
// running but does not arrive is still a divergent barrier.
func TestBarrierAfterReturn(t *testing.T) {
	const src = `#include <cstdio>
__device__ void twice(int *s, int t) { __syncthreads(); s[t] += 1000; __syncthreads(); }
__global__ void k(int *out, int n) {
    __shared__ int s[128];
    int t = threadIdx.x;
    if (t >= n) return;
    s[t] = t;
    BARRIER
    out[t] = s[(t + 1) % n];
}
int main() {
    int *d, h[128];
    cudaMalloc(&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    k<<<2, 128>>>(d, 70);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[68], h[69], h[70]);
    return 0;
}
`
	for _, c := range []struct{ barrier, want string }{
		{"__syncthreads();", "1 69 0 0\n"},
		{"if (n > 0) __syncthreads();", "1 69 0 0\n"},
		{"twice(s, t);", "1001 1069 1000 0\n"},
	} {
		var out bytes.Buffer
		res := runSourceBudget("return.cu", []byte(strings.Replace(src, "BARRIER", c.barrier, 1)), &out, 0)
		if out.String() != c.want || len(res.Diagnostics) > 0 {
			t.Errorf("%s: output %q, want %q (diagnostics %v)", c.barrier, out.String(), c.want, res.Diagnostics)
		}
	}
	// Lanes still running elsewhere are the divergent barrier it was.
	var out bytes.Buffer
	res := runSourceBudget("divergent.cu", []byte(strings.Replace(src, "BARRIER", "if (t < 40) __syncthreads();", 1)), &out, 0)
	if !strings.Contains(fmt.Sprint(res.Diagnostics), "divergent __syncthreads()") {
		t.Errorf("a barrier under t < 40: diagnostics %v", res.Diagnostics)
	}
}
