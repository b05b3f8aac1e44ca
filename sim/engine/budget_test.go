package engine

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
)

// TestBudgetNamesWhereItStopped: a run that uses up its step budget at a
// call's check is in a recursion only when the warp is inside the called
// function already; a loop that calls a function is named as such, and a
// launch larger than the budget as that.
func TestBudgetNamesWhereItStopped(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"loop calling", `__device__ __noinline__ int step(int x) { return x * 3 + 1; }
__global__ void k(int *out) {
    int x = threadIdx.x;
    while (x != -5) { x = step(x) & 1023; PAD }
    out[threadIdx.x] = x;
}
int main() { int *d; cudaMalloc(&d, 128); k<<<1, 32>>>(d); cudaDeviceSynchronize(); return 0; }`,
			"it is probably stuck in a loop that calls the function at loop_calling.cu:1"},
		{"recursion", `int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main() { return fib(40) & 1; }`,
			"host code ran more than 100000 warp instructions; it is probably stuck in the recursion through the function at recursion.cu:1"},
		{"device recursion", `__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__global__ void k(int *out) { out[threadIdx.x] = fib(30); }
int main() { int *d; cudaMalloc(&d, 128); k<<<1, 32>>>(d); cudaDeviceSynchronize(); return 0; }`,
			"kernel 'k' ran more than 100000 warp instructions; it is probably stuck in the recursion through the function at device_recursion.cu:1"},
		{"plain loop", `int main() { volatile int x = 0; while (x == 0) {} return 0; }`,
			"host code ran more than 100000 warp instructions; it is probably stuck in the loop at plain_loop.cu:1"},
		{"large launch", `__global__ void k(int *out) { out[blockIdx.x % 32] = threadIdx.x; }
int main() { int *d; cudaMalloc(&d, 128); k<<<100000, 32>>>(d); cudaDeviceSynchronize(); return 0; }`,
			"kernel 'k' ran more than 100000 warp instructions, the step budget of a run's kernels, in block 40000 of its 100000 (about 5 instructions a block, so the launch needs about 500000): the problem is larger than the lab simulates"},
		// Blocks finished before, but this one runs far longer: stuck.
		{"late block stuck", `__global__ void k(volatile int *out) {
    if (blockIdx.x == 3) while (out[0] == 0) {}
    out[1 + blockIdx.x % 31] = threadIdx.x;
}
int main() { int *d; cudaMalloc(&d, 128); cudaMemset(d, 0, 128); k<<<8, 32>>>(d); cudaDeviceSynchronize(); return 0; }`,
			"kernel 'k' ran more than 100000 warp instructions; it is probably stuck in the loop at late_block_stuck.cu:2"},
	}
	// A budget that runs out on the host ends the program there: the
	// launch after it is not attempted (it was, with a configuration
	// never built, and reported as a bad launch).
	cases = append(cases, struct{ name, src, want string }{"host then launch", `__global__ void k(int *p) { p[threadIdx.x] = 1; }
void busy(volatile int *x, int n) { for (int i = 0; i < n; i++) *x = i; }
int main() {
    int *d; cudaMalloc(&d, 256 * sizeof(int));
    int x;
    busy(&x, 300000000);
    k<<<1, 256>>>(d);
    return 0;
}`, "host code ran more than 100000 warp instructions; it is probably stuck in the loop at host_then_launch.cu:2"})
	// Many short launches: the budget is the run's, and the launch that
	// meets its end is not called stuck.
	cases = append(cases, struct{ name, src, want string }{"many launches", `__global__ void k(float *out) {
    float s = 0.0f;
    for (int i = 0; i < 50; i++) s += i * 0.5f;
    out[threadIdx.x] = s;
}
int main() {
    float *d; cudaMalloc(&d, 256 * sizeof(float));
    for (int it = 0; it < 100; it++) k<<<8, 256>>>(d);
    return 0;
}`, "the program's kernels ran more than 100000 warp instructions in all, the step budget of a run's kernels, during launch 13 (kernel 'k', 4097 instructions into it)"})
	for _, c := range cases[1:] {
		name := strings.ReplaceAll(c.name, " ", "_") + ".cu"
		got, _ := runReport(t, name, []byte(c.src), false, 100_000)
		if !strings.Contains(got, c.want) || strings.Count(got, ": error:")+strings.Count(got, ": warning:") != 1 {
			t.Errorf("%s:\n%s\nwant %q", c.name, got, c.want)
		}
	}
	// The loop that calls: whether its own check or the call's comes
	// first depends on how long its body is; either names it, never a
	// recursion.
	calls := 0
	for pad := range 12 {
		src := strings.Replace(cases[0].src, "PAD", strings.Repeat("x ^= 1; ", pad), 1)
		got, _ := runReport(t, "loop_calling.cu", []byte(src), false, 100_000)
		switch {
		case strings.Contains(got, cases[0].want):
			calls++
		case !strings.Contains(got, "it is probably stuck in the loop at loop_calling.cu:4"):
			t.Fatalf("%d more statements:\n%s", pad, got)
		}
	}
	if calls == 0 {
		t.Error("no budget ran out at the call's check")
	}
}

// TestHostAndKernelBudgets: host code and kernels each have a budget of
// their own. Host steps do not count against the kernels' budget, nor
// kernel steps against host code's, and host code's default is larger:
// a vector of 2^24 elements filled and summed on the host, as CUDA's
// introductions do, runs to its end.
func TestHostAndKernelBudgets(t *testing.T) {
	// About 60k host steps, then about 80k steps of kernels: each side
	// under a budget of 100k, both together over it.
	both := []byte(`__global__ void k(float *out) {
    float s = 0.0f;
    for (int i = 0; i < 50; i++) s += i * 0.5f;
    out[threadIdx.x] = s;
}
int main() {
    volatile int x = 0;
    for (int i = 0; i < 15000; i++) x = i;
    float *d; cudaMalloc(&d, 256 * sizeof(float));
    for (int it = 0; it < 5; it++) k<<<8, 256>>>(d);
    printf("done\n");
    return 0;
}`)
	got, m := runReport(t, "both.cu", both, false, 100_000)
	if !strings.HasPrefix(got, "done\n") || strings.Contains(got, "error") {
		t.Fatalf("a budget of 100000 for each side:\n%s", got)
	}
	if host, dev := m.steps-m.deviceSteps, m.deviceSteps; host < 40_000 || dev < 60_000 || host+dev <= 100_000 {
		t.Fatalf("the program no longer tests the budgets apart: %d host steps, %d of kernels", host, dev)
	}

	big := []byte(`int main() {
    const int N = 1 << 24;
    float *a = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) a[i] = 1.0f;
    double s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    printf("%.1f\n", s);
    return 0;
}`)
	f, diags := check.File("big.cu", big)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, c := range []struct {
		host int64
		want string
	}{
		{0, "16777216.0\n"}, // the default
		{200_000_000, "host code ran more than 200000000 warp instructions; it is probably stuck in the loop at big.cu:6, or the loop runs longer than the lab simulates (a smaller problem size fits)"},
	} {
		var out bytes.Buffer
		m := New(context.Background(), f, big, Config{Stdout: &out, MaxHostSteps: c.host})
		res := m.Run()
		got := out.String()
		for _, d := range res.Diagnostics {
			got += d.Msg
		}
		if got != c.want {
			t.Errorf("host budget %d: %q, want %q", c.host, got, c.want)
		}
	}
}

// TestBlockBudget: a block has a budget of its own, smaller than the
// kernels' by default, so that a large grid of short blocks runs to its
// end while one block stuck in a loop is reported at its loop as soon as
// it has used up a block's budget, however many blocks ran before it.
func TestBlockBudget(t *testing.T) {
	src := []byte(`__global__ void k(volatile int *out, int stuck) {
    int s = 0;
    for (int i = 0; i < 20; i++) s += i * out[0];
    if (blockIdx.x == stuck) while (out[0] == 0) {}
    out[1 + blockIdx.x % 31] = s;
}
int main() {
    int *d; cudaMalloc(&d, 128); cudaMemset(d, 0, 128);
    k<<<400, 64>>>(d, -1);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    k<<<400, 64>>>(d, 300);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}`)
	f, diags := check.File("blocks.cu", src)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var out bytes.Buffer
	m := New(context.Background(), f, src, Config{Stdout: &out, MaxSteps: 10_000_000, MaxBlockSteps: 20_000})
	res := m.Run()
	if !strings.HasPrefix(out.String(), "no error\n") {
		t.Errorf("a grid of short blocks did not run to its end: %q", out.String())
	}
	if len(res.Diagnostics) != 1 {
		t.Fatalf("diagnostics %v, want the stuck block's", res.Diagnostics)
	}
	if d := res.Diagnostics[0]; d.Pos.Line != 4 || d.Msg != "kernel 'k' (one block) ran more than 20000 warp instructions; it is probably stuck in the loop at blocks.cu:4" {
		t.Errorf("%v: %s", d.Pos, d.Msg)
	}
	if first := m.deviceSteps; first < 400*2*20 || first > 2_000_000 {
		t.Errorf("%d steps of kernels: the first launch no longer exceeds a block's budget in all, or the second ran far past it", first)
	}
}
