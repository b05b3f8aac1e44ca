package engine_test

import (
	"context"
	"io"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/engine"
	"simtlab/sim/memsys"
)

// The line numbers below are those of divergeSrc.
const divergeSrc = `__global__ void k(int *out) {
    int t = threadIdx.x;
    int v;
    if (t < 10) {
        v = t * 2;
    } else {
        v = t + 100;
    }
    out[t] = v;
}
int main() {
    int *o;
    cudaMalloc(&o, 64 * sizeof(int));
    k<<<2, 64>>>(o);
    k<<<1, 32>>>(o);
    cudaDeviceSynchronize();
    return 0;
}
`

func runExec(t *testing.T, src string, opts memsys.TraceOptions) []*engine.ExecTrace {
	t.Helper()
	f, diags := check.File("x.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	m := engine.New(context.Background(), f, []byte(src), engine.Config{Stdout: io.Discard})
	m.EnableExecTrace(opts)
	if res := m.Run(); res.ExitCode != 0 {
		t.Fatalf("exit %d: %v", res.ExitCode, res.Diagnostics)
	}
	return m.ExecTraces()
}

// linesMasks folds a warp's steps into the masks seen on each line, in order.
func linesMasks(w engine.ExecWarp) map[int][]uint32 {
	got := map[int][]uint32{}
	for _, s := range w.Steps {
		if s.Count < 1 {
			panic("step with no instruction")
		}
		got[s.Line] = append(got[s.Line], s.Mask)
	}
	return got
}

func TestExecTraceDivergence(t *testing.T) {
	traces := runExec(t, divergeSrc, memsys.TraceOptions{Blocks: []int{1}, Warps: []int{0}})
	if len(traces) != 2 {
		t.Fatalf("got %d traces, want one per launch (2)", len(traces))
	}
	tr := traces[0]
	if tr.Kernel != "k" || tr.Launch != 0 || tr.Dropped != 0 {
		t.Fatalf("trace header = %q launch %d dropped %d", tr.Kernel, tr.Launch, tr.Dropped)
	}
	if len(tr.Warps) != 1 || tr.Warps[0].Block != 1 || tr.Warps[0].Warp != 0 {
		t.Fatalf("warps = %+v, want only block 1 warp 0", tr.Warps)
	}
	got := linesMasks(tr.Warps[0])
	tests := []struct {
		line int
		want uint32
	}{
		{2, 0xFFFFFFFF},
		{5, 0x3FF},
		{7, 0xFFFFFC00},
		{9, 0xFFFFFFFF},
	}
	for _, tc := range tests {
		masks := got[tc.line]
		if len(masks) == 0 {
			t.Errorf("line %d: no step", tc.line)
			continue
		}
		for _, m := range masks {
			if m != tc.want {
				t.Errorf("line %d: mask %#x, want %#x", tc.line, m, tc.want)
			}
		}
	}
	// The then-branch runs before the else-branch, and the store after both.
	order := map[int]int{}
	for i, s := range tr.Warps[0].Steps {
		if _, ok := order[s.Line]; !ok {
			order[s.Line] = i
		}
	}
	if !(order[5] < order[7] && order[7] < order[9]) {
		t.Errorf("step order %v: want line 5, then 7, then 9", order)
	}
	// The second launch (one block) has no block 1: its trace is empty.
	if traces[1].Launch != 1 || len(traces[1].Warps) != 0 {
		t.Errorf("second launch trace = %+v, want launch 1 with no warps", traces[1])
	}
}

func TestExecTraceSelection(t *testing.T) {
	tests := []struct {
		name  string
		opts  memsys.TraceOptions
		warps int // traced warps in the first launch
	}{
		{"off", memsys.TraceOptions{}, -1},
		{"all warps of block 0", memsys.TraceOptions{Blocks: []int{0}}, 2},
		{"two blocks, warp 1", memsys.TraceOptions{Blocks: []int{0, 1}, Warps: []int{1}}, 2},
		{"absent block", memsys.TraceOptions{Blocks: []int{7}}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			traces := runExec(t, divergeSrc, tc.opts)
			if tc.warps < 0 {
				if traces != nil {
					t.Fatalf("tracing off recorded %d traces", len(traces))
				}
				return
			}
			if len(traces) == 0 || len(traces[0].Warps) != tc.warps {
				t.Fatalf("traces = %+v, want %d warps in the first", traces, tc.warps)
			}
		})
	}
}

func TestExecTraceBounded(t *testing.T) {
	// Each iteration alternates two lines, so no two steps fold together.
	src := `__global__ void k(int *out) {
    int s = 0;
    for (int i = 0; i < 30000; i++) {
        s += i;
    }
    out[threadIdx.x] = s;
}
int main() {
    int *o;
    cudaMalloc(&o, 32 * sizeof(int));
    k<<<1, 32>>>(o);
    cudaDeviceSynchronize();
    return 0;
}
`
	traces := runExec(t, src, memsys.TraceOptions{Blocks: []int{0}})
	tr := traces[0]
	steps := len(tr.Warps[0].Steps)
	if steps != engine.DefaultMaxExecSteps {
		t.Errorf("kept %d steps, want the cap %d", steps, engine.DefaultMaxExecSteps)
	}
	if tr.Dropped == 0 {
		t.Error("Dropped = 0 after the cap was reached")
	}
}

// benchSrc is a branchy kernel over 512 blocks: tracing one warp of it
// measures what the recorder costs the warps it does not trace.
const benchSrc = `__global__ void k(int *out) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int s = 0;
    for (int i = 0; i < 64; i++) {
        if ((t + i) % 3 == 0) s += i; else s -= 1;
    }
    out[t] = s;
}
int main() {
    int *o;
    cudaMalloc(&o, 512 * 256 * sizeof(int));
    k<<<512, 256>>>(o);
    cudaDeviceSynchronize();
    return 0;
}
`

func benchmarkExec(b *testing.B, opts memsys.TraceOptions) {
	f, diags := check.File("b.cu", []byte(benchSrc))
	if diags.HasErrors() {
		b.Fatal(diags)
	}
	for b.Loop() {
		m := engine.New(context.Background(), f, []byte(benchSrc), engine.Config{Stdout: io.Discard})
		m.EnableExecTrace(opts)
		if res := m.Run(); res.ExitCode != 0 {
			b.Fatal(res.Diagnostics)
		}
	}
}

func BenchmarkExecTraceOff(b *testing.B) { benchmarkExec(b, memsys.TraceOptions{}) }
func BenchmarkExecTraceOneWarp(b *testing.B) {
	benchmarkExec(b, memsys.TraceOptions{Blocks: []int{0}, Warps: []int{0}})
}
