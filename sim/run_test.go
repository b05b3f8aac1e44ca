package sim

import (
	"context"
	"strings"
	"testing"
)

const vecAdd = `#include <cstdio>
__global__ void add(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
int main() {
    const int n = 100;
    float h[n];
    for (int i = 0; i < n; i++) h[i] = i;
    float *a, *b, *c;
    cudaMalloc(&a, sizeof(h)); cudaMalloc(&b, sizeof(h)); cudaMalloc(&c, sizeof(h));
    cudaMemcpy(a, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(b, h, sizeof(h), cudaMemcpyHostToDevice);
    add<<<4, 32>>>(a, b, c, n);
    cudaMemcpy(h, c, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%g %g\n", h[1], h[99]);
    return 0;
}
`

func TestRunReportsLaunch(t *testing.T) {
	var out strings.Builder
	res := Run(context.Background(), "vecadd.cu", []byte(vecAdd), Options{Stdout: &out})
	if out.String() != "2 198\n" || res.ExitCode != 0 || len(res.Diagnostics) != 0 {
		t.Fatalf("output %q exit %d diagnostics %v", out.String(), res.ExitCode, res.Diagnostics)
	}
	if len(res.Launches) != 1 {
		t.Fatalf("%d launches", len(res.Launches))
	}
	l := res.Launches[0]
	if l.Kernel != "add" || l.Grid != [3]int{4, 1, 1} || l.Block != [3]int{32, 1, 1} || l.GPU != "h200" {
		t.Errorf("launch %+v", l)
	}
	// 4 warps; the last has 4 active lanes for the loads and store.
	want := map[string]float64{
		"smsp__sass_inst_executed_op_global_ld.sum": 8,
		"smsp__sass_inst_executed_op_global_st.sum": 4,
	}
	for name, v := range want {
		if got := l.Metrics[name]; got != v {
			t.Errorf("%s = %v, want %v", name, got, v)
		}
	}
	if l.Metrics["smsp__inst_executed.sum"] <= 0 || l.Metrics["smsp__thread_inst_executed.sum"] <= l.Metrics["smsp__inst_executed.sum"] {
		t.Errorf("instruction counts %v", l.Metrics)
	}
	if l.Lines[4]["smsp__sass_inst_executed_op_global_ld.sum"] != 8 {
		t.Errorf("line 4 metrics %v", l.Lines[4])
	}
}

func TestRunCompileError(t *testing.T) {
	res := Run(context.Background(), "bad.cu", []byte("int main() { return x; }"), Options{})
	if res.ExitCode != 1 || !res.Diagnostics.HasErrors() {
		t.Fatalf("exit %d diagnostics %v", res.ExitCode, res.Diagnostics)
	}
}

func TestRunStops(t *testing.T) {
	src := "int main() { for (;;) {} }"
	calls := 0
	res := Run(context.Background(), "loop.cu", []byte(src), Options{Yield: func() bool { calls++; return calls < 3 }})
	if !res.Stopped || calls != 3 {
		t.Fatalf("stopped %v after %d yields", res.Stopped, calls)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res := Run(ctx, "loop.cu", []byte(src), Options{}); !res.Stopped {
		t.Fatal("cancelled context did not stop the run")
	}
}

func TestRunUnknownGPU(t *testing.T) {
	res := Run(context.Background(), "a.cu", []byte("int main() { return 0; }"), Options{GPU: "nope"})
	if res.ExitCode != 1 || !strings.Contains(res.Diagnostics.Error(), "unknown GPU") {
		t.Fatalf("%+v", res)
	}
}

func TestRunStopsRecursion(t *testing.T) {
	// No loops at all: the budget must still be checked at calls.
	src := "int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\nint main() { return fib(60); }"
	res := Run(context.Background(), "fib.cu", []byte(src), Options{MaxSteps: 1_000_000})
	if res.ExitCode != 1 || !strings.Contains(res.Diagnostics.Error(), "ran more than 1000000 warp instructions") {
		t.Fatalf("exit %d, %v", res.ExitCode, res.Diagnostics)
	}
}
