package engine

import (
	"strings"
	"testing"
)

// TestBudgetNamesWhereItStopped: a run that uses up its step budget at a
// call's check is in a recursion only when the warp is inside the called
// function already; a loop that calls a function is named as such, and a
// launch larger than the budget as that.
func TestBudgetNamesWhereItStopped(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"loop calling", `__device__ int step(int x) { return x * 3 + 1; }
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
			"kernel 'k' ran more than 100000 warp instructions; the launch needs more than that: it stopped as a block began"},
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
}`, "the program ran more than 100000 warp instructions in all, the step budget of the whole run, during launch 7 (kernel 'k', 2047 instructions into it)"})
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
