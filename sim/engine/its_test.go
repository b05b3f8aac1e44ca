package engine_test

import (
	"bytes"
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestSpinWaitsDeterministic runs the conformance programs whose threads
// wait for threads of their own warp and block twice: the lanes suspended
// and resumed, the runs met at barriers and shuffles, give the same output
// and the same per-launch and per-line counts each time.
func TestSpinWaitsDeterministic(t *testing.T) {
	for _, name := range []string{"x_its_spin_locks", "x_its_wait_signals"} {
		src, err := os.ReadFile("../../tests/conformance/" + name + ".cu")
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile("../../tests/conformance/" + name + ".out")
		if err != nil {
			t.Fatal(err)
		}
		var out1, out2 bytes.Buffer
		r1 := runSourceBudget(name, src, &out1, 50_000_000)
		r2 := runSourceBudget(name, src, &out2, 50_000_000)
		if out1.String() != string(want) {
			t.Errorf("%s: output\n%s\nwant (the H200's)\n%s\n%v", name, out1.String(), want, r1.Diagnostics)
		}
		if out1.String() != out2.String() || len(r1.Launches) != len(r2.Launches) {
			t.Fatalf("%s: two runs differ", name)
		}
		for i := range r1.Launches {
			a, b := r1.Launches[i], r2.Launches[i]
			if !reflect.DeepEqual(a.Metrics, b.Metrics) || !reflect.DeepEqual(a.Lines, b.Lines) {
				t.Errorf("%s: launch %d (%s) counts differ between two runs", name, i, a.Kernel)
			}
		}
	}
}

// TestSpinWaitLimits checks the messages of waits the lab cannot end: one
// that only another block could, and one whose lanes it cannot run ahead.
func TestSpinWaitLimits(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"later block", `
__device__ volatile int flag = 0;
__global__ void k() {
    if (blockIdx.x == 0) { while (flag == 0) { } } else { flag = 1; }
}
int main() { k<<<2, 32>>>(); cudaDeviceSynchronize(); return 0; }
`, "a block cannot wait for a later block in the lab"},
		{"goto", `
__device__ int lock = 0, count = 0;
__global__ void k() {
again:
    if (atomicCAS(&lock, 0, 1) != 0) {
        for (int spin = 0; ; spin++) { if (atomicCAS(&lock, 0, 1) == 0) break; if (spin < 0) goto again; }
    }
    count += 1;
    atomicExch(&lock, 0);
}
int main() { k<<<1, 32>>>(); cudaDeviceSynchronize(); return 0; }
`, "the lab runs lanes ahead of a spin-wait only where"},
	} {
		var out bytes.Buffer
		res := runSourceBudget(c.name, []byte(c.src), &out, 500_000_000)
		all := ""
		for _, d := range res.Diagnostics {
			all += d.String() + "\n"
		}
		if !strings.Contains(all, c.want) {
			t.Errorf("%s: no diagnostic containing %q; got:\n%s", c.name, c.want, all)
		}
	}
}

// TestWorkingLoopIsNoWait runs a loop whose atomics change memory on every
// trip, with the same lanes for far more trips than a spin is given: it
// works, so it is neither suspended nor called stuck.
func TestWorkingLoopIsNoWait(t *testing.T) {
	src := `#include <cstdio>
__device__ int hist[8];
__global__ void k(int n) {
    for (int i = threadIdx.x; i < n; i += blockDim.x) atomicAdd(&hist[(i * 2654435761u) >> 29], 1);
}
int main() { k<<<1, 32>>>(10000000); int h[8]; cudaMemcpyFromSymbol(h, hist, 32); long s = 0; for (int i = 0; i < 8; i++) s += h[i]; printf("%ld\n", s); }
`
	var out bytes.Buffer
	res := runSourceBudget("working", []byte(src), &out, 100_000_000)
	if out.String() != "10000000\n" || len(res.Diagnostics) > 0 {
		t.Errorf("output %q, diagnostics %v", out.String(), res.Diagnostics)
	}
}
