package engine

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"testing"
	"time"

	"simtlab/sim/cuda/check"
	"simtlab/sim/memsys"
	"simtlab/sim/workloads"
)

// memsysObserver is sim's observer: the memory system with a trace.
type memsysObserver struct {
	sys    *memsys.System
	trace  memsys.TraceOptions
	traces []*memsys.Trace
}

func (o *memsysObserver) BeginLaunch(kernel string, grid, block [3]int) {
	o.sys.BeginLaunch(kernel, grid, block, o.trace)
}
func (o *memsysObserver) Observe(a *memsys.Access) { o.sys.Observe(a) }
func (o *memsysObserver) ObserveOutcome(a *memsys.Access, out *memsys.Outcome) {
	o.sys.ObserveOutcome(a, out)
}
func (o *memsysObserver) EndLaunch() (map[string]float64, map[int]map[string]float64) {
	m, l, tr := o.sys.EndLaunch()
	o.traces = append(o.traces, tr)
	return m, l
}

// runObserved is everything a run reports, the memory system's traces
// included.
type runObserved struct {
	out    string
	res    *Outcome
	traces []*memsys.Trace
	exec   []*ExecTrace
}

func runWithMemsys(t *testing.T, name, src string, maxSteps int64, trace memsys.TraceOptions) runObserved {
	t.Helper()
	f, diags := check.File(name, []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	obs := &memsysObserver{sys: memsys.New(memsys.DefaultConfig()), trace: trace}
	var out bytes.Buffer
	m := New(context.Background(), f, []byte(src), Config{Stdout: &out, Observer: obs, MaxSteps: maxSteps})
	m.EnableExecTrace(trace)
	res := m.Run()
	return runObserved{out: out.String(), res: res, traces: obs.traces, exec: m.ExecTraces()}
}

// faultLate faults in block 700 of 1024, long after the timing recording
// is full: the launch ends early on the asynchronous path.
const faultLate = `
__global__ void k(int *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int s = 0;
    for (int j = 0; j < 16; j++)
        s += a[(i * 7 + j * 33) % n];
    if (blockIdx.x == 700 && threadIdx.x == 5)
        a[n + 100000000] = s;
    a[i] = s;
}
int main() {
    int n = 1024 * 256;
    int *a;
    cudaMalloc(&a, n * sizeof(int));
    cudaMemset(a, 0, n * sizeof(int));
    k<<<1024, 256>>>(a, n);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(e));
    return 0;
}
`

// hugeGrid launches far more blocks than the step budget lets run: too
// many to add their sampled streams ahead (maxAheadStreams).
const hugeGrid = `
__global__ void k(float *a) {
    int i = (blockIdx.x * blockDim.x + threadIdx.x) & 65535;
    for (int j = 0; j < 4; j++)
        a[i] = a[i] * 0.5f + j;
}
int main() {
    float *a;
    cudaMalloc(&a, 65536 * sizeof(float));
    cudaMemset(a, 0, 65536 * sizeof(float));
    k<<<1 << 24, 64>>>(a);
    cudaDeviceSynchronize();
    return 0;
}
`

// atomicsLate mixes atomics, divergent (partial-mask) accesses and a
// second launch after the first's recording filled up.
const atomicsLate = `
__global__ void k(int *a, int *hist, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = a[i % n];
    for (int j = 0; j < 8; j++) {
        if ((threadIdx.x + j) % 3 == 0)
            v += a[(i * 5 + j) % n];
        atomicAdd(&hist[v & 63], 1);
    }
    a[i % n] = v;
}
int main() {
    int n = 4096;
    int *a, *h;
    cudaMalloc(&a, n * sizeof(int));
    cudaMalloc(&h, 64 * sizeof(int));
    cudaMemset(a, 0, n * sizeof(int));
    cudaMemset(h, 0, 64 * sizeof(int));
    k<<<2400, 128>>>(a, h, n);
    k<<<3, 64>>>(a, h, n);
    int hh[64];
    cudaMemcpy(hh, h, sizeof(hh), cudaMemcpyDeviceToHost);
    int s = 0;
    for (int i = 0; i < 64; i++) s += hh[i] * (i + 1);
    printf("%d\n", s);
    return 0;
}
`

// TestOverlapMatchesSynchronous runs programs whose launches outgrow the
// timing recording with the memory system and the replay overlapped and
// without: output, diagnostics, every counter, the memory traces and the
// timing reports must be the same.
func TestOverlapMatchesSynchronous(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one thread: the overlap is off")
	}
	late := memsys.TraceOptions{Blocks: []int{1, 250, 2000}, Warps: []int{0, 3}}
	cases := []struct {
		name, src string
		maxSteps  int64
		trace     memsys.TraceOptions
		replay    string // what becomes of the early replay: kept, discarded (the launch ends early), none
	}{
		{"matmul", workloads.Matmul256.Source, 0, memsys.TraceOptions{Blocks: []int{0, 200}}, "kept"},
		{"reduce", workloads.Reduce1M.Source, 0, late, "kept"},
		{"atomics", atomicsLate, 0, late, "kept"},
		{"fault", faultLate, 0, late, "discarded"},
		{"steps", atomicsLate, 900_000, late, "discarded"},
		{"huge grid", hugeGrid, 600_000, late, "none"},
	}
	defer func(v bool) { overlap = v }(overlap)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			overlap = false
			want := runWithMemsys(t, c.name+".cu", c.src, c.maxSteps, c.trace)
			overlap = true
			queued, kept, discarded := overlapCounts.queued.Load(), overlapCounts.kept.Load(), overlapCounts.discarded.Load()
			pairs := overlapCounts.pairs.Load()
			got := runWithMemsys(t, c.name+".cu", c.src, c.maxSteps, c.trace)
			if overlapCounts.queued.Load() == queued {
				t.Fatal("no launch queued its accesses: the test does not test the overlap")
			}
			if c.name == "matmul" && overlapCounts.pairs.Load() == pairs {
				t.Fatal("no dot-product burst queued its accesses as a pair (dotloop.go)")
			}
			k, d := overlapCounts.kept.Load()-kept, overlapCounts.discarded.Load()-discarded
			if want := map[string][2]int64{"kept": {1, 0}, "discarded": {0, 1}, "none": {0, 0}}[c.replay]; [2]int64{k, d} != want {
				t.Errorf("%d early replays kept and %d discarded, want %v (%s)", k, d, want, c.replay)
			}
			compareRuns(t, got, want)
		})
	}
}

func compareRuns(t *testing.T, got, want runObserved) {
	t.Helper()
	if got.out != want.out {
		t.Errorf("output %q, synchronous %q", got.out, want.out)
	}
	if g, w := fmt.Sprint(got.res.Diagnostics), fmt.Sprint(want.res.Diagnostics); g != w {
		t.Errorf("diagnostics\n%s\nsynchronous\n%s", g, w)
	}
	if got.res.ExitCode != want.res.ExitCode || len(got.res.Launches) != len(want.res.Launches) {
		t.Fatalf("exit %d with %d launches, synchronous %d with %d", got.res.ExitCode, len(got.res.Launches), want.res.ExitCode, len(want.res.Launches))
	}
	for i, g := range got.res.Launches {
		w := want.res.Launches[i]
		if !reflect.DeepEqual(g.Metrics, w.Metrics) {
			for _, k := range slices.Sorted(maps.Keys(w.Metrics)) {
				if g.Metrics[k] != w.Metrics[k] {
					t.Errorf("launch %d: %s = %v, synchronous %v", i, k, g.Metrics[k], w.Metrics[k])
				}
			}
			t.Errorf("launch %d: metrics differ", i)
		}
		if !reflect.DeepEqual(g.Lines, w.Lines) {
			t.Errorf("launch %d: per-line metrics differ", i)
		}
		if !reflect.DeepEqual(g.Timing, w.Timing) {
			t.Errorf("launch %d: timing reports differ", i)
		}
	}
	if !reflect.DeepEqual(got.traces, want.traces) {
		t.Error("memory traces differ")
	}
	if !reflect.DeepEqual(got.exec, want.exec) {
		t.Error("execution traces differ")
	}
	if !reflect.DeepEqual(got.res.Launches, want.res.Launches) {
		t.Error("launch stats differ")
	}
}

// TestOverlapLeavesNoGoroutine: a runtime error, and the step budget, end
// a launch while its accesses are queued and its replay runs; the run
// must return with every access observed and no goroutine of its own left.
func TestOverlapLeavesNoGoroutine(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one thread: the overlap is off")
	}
	defer func(v bool) { overlap = v }(overlap)
	overlap = true
	for _, c := range []struct {
		name, src string
		maxSteps  int64
	}{{"fault", faultLate, 0}, {"steps", atomicsLate, 900_000}} {
		before := runtime.NumGoroutine()
		queued := overlapCounts.queued.Load()
		r := runWithMemsys(t, c.name+".cu", c.src, c.maxSteps, memsys.TraceOptions{})
		if overlapCounts.queued.Load() == queued {
			t.Fatalf("%s: the launch did not queue its accesses", c.name)
		}
		if !r.res.Diagnostics.HasErrors() {
			t.Fatalf("%s: no error reported: %v", c.name, r.res.Diagnostics)
		}
		// A finished goroutine may take a moment to leave the count.
		deadline := time.Now().Add(2 * time.Second)
		for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		if n := runtime.NumGoroutine(); n > before {
			buf := make([]byte, 1<<16)
			t.Fatalf("%s: %d goroutines before the run, %d after:\n%s", c.name, before, n, buf[:runtime.Stack(buf, true)])
		}
	}
}

// accessRecorder keeps a copy of every access it observes.
type accessRecorder struct{ got []memsys.Access }

func (r *accessRecorder) BeginLaunch(string, [3]int, [3]int) {}
func (r *accessRecorder) EndLaunch() (map[string]float64, map[int]map[string]float64) {
	return nil, nil
}
func (r *accessRecorder) Observe(a *memsys.Access) { r.got = append(r.got, *a) }
func (r *accessRecorder) ObserveOutcome(a *memsys.Access, o *memsys.Outcome) {
	r.got = append(r.got, *a)
}

// TestQueueKeepsEveryField sends accesses with every field of
// memsys.Access set through the queue: a field added to Access and not to
// queuedAccess fails here, not silently in the asynchronous path's
// counters.
func TestQueueKeepsEveryField(t *testing.T) {
	var want []memsys.Access
	for i := range 3 {
		var a memsys.Access
		v := reflect.ValueOf(&a).Elem()
		for f := 0; f < v.NumField(); f++ {
			fv := v.Field(f)
			switch fv.Kind() {
			case reflect.Bool:
				fv.SetBool(true)
			case reflect.Int, reflect.Int64:
				fv.SetInt(int64(7 + f + i))
			case reflect.Uint8, reflect.Uint32:
				fv.SetUint(uint64(1 + f + i))
			case reflect.Array:
				for j := 0; j < fv.Len(); j++ {
					fv.Index(j).SetUint(uint64(1000*i + j))
				}
			default:
				t.Fatalf("field %s: kind %s not covered by this test", v.Type().Field(f).Name, fv.Kind())
			}
		}
		a.RowStarts = false // every lane's address travels
		want = append(want, a)
	}
	rec := &accessRecorder{}
	q := startObserveQueue(rec, nil)
	for i := range want {
		q.add(&want[i], -1)
	}
	if p := q.close(); p != nil {
		t.Fatal(p)
	}
	if !reflect.DeepEqual(rec.got, want) {
		t.Fatalf("the queue changed accesses:\ngot  %+v\nwant %+v", rec.got, want)
	}
}

// TestOverlapCorpus runs every program of the corpus with the memory
// system, its traces and the timing recording queued to the worker and
// synchronously: the reports, counters, traces and timing reports must be
// the same.
func TestOverlapCorpus(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one thread: the overlap is off")
	}
	defer func(v bool) { overlap = v }(overlap)
	trace := memsys.TraceOptions{Blocks: []int{0, 1, 5, 40, 300}}
	queued := overlapCounts.queued.Load()
	for _, file := range corpusPrograms(t) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(file)
		if _, diags := check.File(name, src); diags.HasErrors() {
			continue
		}
		t.Run(name, func(t *testing.T) {
			overlap = false
			want := runWithMemsys(t, name, string(src), 0, trace)
			overlap = true
			got := runWithMemsys(t, name, string(src), 0, trace)
			compareRuns(t, got, want)
		})
	}
	if overlapCounts.queued.Load() == queued {
		t.Fatal("no launch queued its accesses: the test does not test the overlap")
	}
}

// TestOverlapStopsRecording: the engine records the blocks it begins
// before the worker says the recording is full, in vain. The queue's
// batches bound the worker's lag to 4096 accesses, one block of the SGEMM
// (4104 accesses): at most the two blocks after the last recorded one.
func TestOverlapStopsRecording(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one thread: the overlap is off")
	}
	defer func(v bool) { overlap = v }(overlap)
	overlap = true
	before := overlapCounts.inVain.Load()
	runWithMemsys(t, "matmul.cu", workloads.Matmul256.Source, 0, memsys.TraceOptions{})
	if n := overlapCounts.inVain.Load() - before; n > 2 {
		t.Errorf("%d blocks recorded in vain, want at most 2", n)
	}
}

// TestQueueKeepsRowStarts sends accesses holding their row starts only
// (affine, rows of 16, 8 and 2 lanes) and whole ones through the queue:
// each must arrive with its fields and the addresses it holds.
func TestQueueKeepsRowStarts(t *testing.T) {
	var want []memsys.Access
	for i, shape := range []struct {
		affine bool
		rows   uint8
	}{{true, 0}, {false, 16}, {false, 8}, {false, 2}, {false, 0}, {false, 16}, {true, 0}} {
		a := memsys.Access{Space: memsys.Global, Op: memsys.Load, Width: 4, Mask: 0xffffffff, Line: 3 + i,
			Block: 1 << 40, Warp: i, SM: 7, Affine: shape.affine, RowLanes: shape.rows, Stride: 4,
			RowStarts: shape.affine || shape.rows > 0}
		for j := range a.Addr {
			a.Addr[j] = uint64(1000*i + 8*j)
		}
		want = append(want, a)
	}
	rec := &accessRecorder{}
	q := startObserveQueue(rec, nil)
	for i := range want {
		q.add(&want[i], -1)
	}
	if p := q.close(); p != nil {
		t.Fatal(p)
	}
	if len(rec.got) != len(want) {
		t.Fatalf("%d accesses arrived, want %d", len(rec.got), len(want))
	}
	for i := range want {
		g, w := rec.got[i], want[i]
		// Only the lanes an access holds travel (rowShift).
		sh := rowShift(&w)
		for j := range w.Addr {
			if j&(1<<sh-1) != 0 {
				g.Addr[j], w.Addr[j] = 0, 0
			}
		}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("access %d changed:\ngot  %+v\nwant %+v", i, g, w)
		}
	}
}
