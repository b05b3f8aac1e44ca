package engine_test

import (
	"bytes"
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
        if (mode == 1 && t == 40) return;   // leaves the others at the barrier
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
