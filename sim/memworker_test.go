package sim

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"simtlab/sim/engine"
	"simtlab/sim/workloads"
)

// chanLink is a memory worker on a goroutine, reached as the browser
// reaches its Web Worker: every message is copied, and the worker sees
// nothing else of the run.
type chanLink struct {
	toWorker   chan []byte
	fromWorker chan []byte
	posted     atomic.Int64
}

// startChanWorker starts a worker; replay (nil = none) is the worker the
// early replays go to.
func startChanWorker(t *testing.T, replay *chanLink) *chanLink {
	l := &chanLink{toWorker: make(chan []byte, 64), fromWorker: make(chan []byte, 64)}
	done := make(chan struct{})
	replayLink := func() engine.RemoteLink {
		if replay == nil {
			return nil
		}
		return replay
	}
	go func() {
		defer close(done)
		ServeMemoryWorker(func() []byte { return <-l.toWorker }, func(b []byte) { l.fromWorker <- append([]byte(nil), b...) }, replayLink)
	}()
	t.Cleanup(func() { l.toWorker <- nil; <-done })
	return l
}

func (l *chanLink) Post(msg []byte) {
	l.posted.Add(1)
	l.toWorker <- append([]byte(nil), msg...)
}

func (l *chanLink) Reply() ([]byte, error) {
	b, ok := <-l.fromWorker
	if !ok {
		return nil, errors.New("closed")
	}
	return b, nil
}

// TestMemoryWorkerMatchesLocal runs programs with their memory system and
// replay on a worker and here, and requires the same results: output,
// diagnostics, every counter, memory and execution trace and timing
// report. One worker serves every run, as the page's does.
func TestMemoryWorkerMatchesLocal(t *testing.T) {
	type program struct {
		name, src string
		opts      Options
	}
	trace := TraceOptions{Blocks: []int{0, 1, 200}, Warps: []int{0, 3}}
	programs := []program{
		{"matmul", workloads.Matmul256.Source, Options{Trace: trace}},
		{"reduce", workloads.Reduce1M.Source, Options{Trace: trace}},
		{"matmul, step budget", workloads.Matmul256.Source, Options{MaxSteps: 2_000_000}},
	}
	files, _ := filepath.Glob("../tests/conformance/*.cu")
	more, _ := filepath.Glob("engine/testdata/*.cu")
	files = append(files, more...)
	if testing.Short() {
		files = files[:20]
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		programs = append(programs, program{filepath.Base(f), string(src), Options{Trace: TraceOptions{Blocks: []int{0, 1}}}})
	}
	if !testing.Short() && len(programs) < 60 {
		t.Fatalf("only %d programs: the corpus moved", len(programs))
	}
	// A memory worker with a replay worker of its own, as in the browser.
	replay := startChanWorker(t, nil)
	link := startChanWorker(t, replay)
	remoteRuns := 0
	for _, p := range programs {
		t.Run(p.name, func(t *testing.T) {
			run := func(o Options) (*Result, string) {
				var out strings.Builder
				o.Stdout = &out
				return Run(context.Background(), p.name, []byte(p.src), o), out.String()
			}
			want, wantOut := run(p.opts)
			withWorker := p.opts
			withWorker.MemoryWorker = link
			before := link.posted.Load()
			got, gotOut := run(withWorker)
			if link.posted.Load() > before+2 { // more than the run's start and end
				remoteRuns++
			}
			if gotOut != wantOut {
				t.Errorf("output %q, here %q", gotOut, wantOut)
			}
			if g, w := fmt.Sprint(got.Diagnostics), fmt.Sprint(want.Diagnostics); g != w {
				t.Errorf("diagnostics\n%s\nhere\n%s", g, w)
			}
			if got.ExitCode != want.ExitCode || len(got.Launches) != len(want.Launches) {
				t.Fatalf("exit %d with %d launches, here %d with %d", got.ExitCode, len(got.Launches), want.ExitCode, len(want.Launches))
			}
			for i, g := range got.Launches {
				w := want.Launches[i]
				if !sameValues(g.Metrics, w.Metrics) {
					for k, v := range w.Metrics {
						if !sameValues(g.Metrics[k], v) {
							t.Errorf("launch %d: %s = %v, here %v", i, k, g.Metrics[k], v)
						}
					}
					t.Errorf("launch %d: counters differ", i)
				}
				if !sameValues(g.Lines, w.Lines) {
					t.Errorf("launch %d: per-line counters differ", i)
				}
				if !sameValues(g.Timing, w.Timing) {
					t.Errorf("launch %d: timing reports differ", i)
				}
				if !sameValues(g.Trace, w.Trace) {
					t.Errorf("launch %d: memory traces differ", i)
				}
				if !reflect.DeepEqual(g.Exec, w.Exec) {
					t.Errorf("launch %d: execution traces differ", i)
				}
			}
		})
	}
	if remoteRuns < len(programs)/2 {
		t.Errorf("only %d of %d runs used the worker", remoteRuns, len(programs))
	}
	if replay.posted.Load() == 0 {
		t.Error("no launch replayed on the replay worker")
	}
}

// sameValues is reflect.DeepEqual with NaN equal to itself and an empty
// slice or map equal to nil, which the worker's encoding does not tell
// apart.
func sameValues(a, b any) bool {
	return equalValues(reflect.ValueOf(a), reflect.ValueOf(b))
}

func equalValues(a, b reflect.Value) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	if a.Type() != b.Type() {
		return false
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return equalValues(a.Elem(), b.Elem())
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := range a.Len() {
			if !equalValues(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.Len() != b.Len() {
			return false
		}
		for _, k := range a.MapKeys() {
			if v := b.MapIndex(k); !v.IsValid() || !equalValues(a.MapIndex(k), v) {
				return false
			}
		}
		return true
	case reflect.Struct:
		for i := range a.NumField() {
			if !equalValues(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Float32, reflect.Float64:
		x, y := a.Float(), b.Float()
		return x == y || x != x && y != y
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.String:
		return a.String() == b.String()
	}
	return reflect.DeepEqual(a.Interface(), b.Interface())
}

// lostLink is a worker that went away: it takes every message and never
// answers.
type lostLink struct{}

func (lostLink) Post([]byte)            {}
func (lostLink) Reply() ([]byte, error) { return nil, errors.New("the worker was stopped") }

// TestMemoryWorkerLost: when the worker stops answering, the program still
// runs to its end and prints what it prints; each launch says that its
// memory counters and timing are missing.
func TestMemoryWorkerLost(t *testing.T) {
	var out strings.Builder
	res := Run(context.Background(), "vecadd.cu", []byte(vecAdd), Options{Stdout: &out, MemoryWorker: lostLink{}})
	if out.String() != "2 198\n" || res.ExitCode != 0 {
		t.Fatalf("output %q, exit %d", out.String(), res.ExitCode)
	}
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Msg, "worker stopped (the worker was stopped): launch add has no memory counters or timing") {
		t.Fatalf("diagnostics %v", res.Diagnostics)
	}
	l := res.Launches[0]
	if l.Timing != nil || l.Metrics["smsp__sass_inst_executed_op_global_ld.sum"] != 8 || l.Metrics["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] != 0 {
		t.Errorf("launch %+v", l)
	}
}
