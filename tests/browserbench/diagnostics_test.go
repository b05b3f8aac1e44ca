//go:build !js

package browserbench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// diagnostics records what the flags ask for over a workload's timed runs:
// V8's profiles (-browserbench.profile), Chromium's trace
// (-browserbench.trace) and the scheduler's times of Chromium's threads
// (-browserbench.threads).
type diagnostics struct {
	worker  context.Context // the memory worker's target, once attached
	threads map[string]threadTime
	trace   *traceRecorder
}

// start begins the recordings before a workload's first timed run.
func (d *diagnostics) start(ctx context.Context, b *testing.B) error {
	if *traceDir != "" {
		var err error
		if d.trace, err = startTrace(ctx); err != nil {
			return err
		}
	}
	if *threads {
		var err error
		if d.threads, err = chromiumThreads(ctx); err != nil {
			return err
		}
	}
	if *profileDir != "" {
		if err := startProfile(ctx); err != nil {
			return err
		}
		if d.worker == nil && !*local {
			d.worker = memoryWorker(ctx, b)
		}
		if d.worker != nil {
			if err := startProfile(d.worker); err != nil {
				return err
			}
		}
	}
	return nil
}

// stop ends the recordings after workload name's last timed run and writes
// or reports them; nativeCPU is this process's CPU time in the timed native
// runs.
func (d *diagnostics) stop(ctx context.Context, b *testing.B, name string, nativeCPU time.Duration) error {
	if d.trace != nil {
		summary, err := d.trace.stop(ctx, filepath.Join(*traceDir, name+".trace.json"))
		d.trace = nil
		if err != nil {
			return err
		}
		fmt.Printf("%s: Chromium's trace over the timed runs, per run:\n%s", name, summary)
	}
	if *threads {
		after, err := chromiumThreads(ctx)
		if err != nil {
			return err
		}
		// Printed rather than logged: a benchmark's log is cut short.
		fmt.Printf("%s: Chromium's threads over the timed runs (the native runs' process: %.1f ms of CPU a run):\n%s",
			name, float64(nativeCPU.Microseconds())/1e3/float64(*runs), threadTable(d.threads, after, *runs))
	}
	if *profileDir != "" {
		top, err := stopProfile(ctx, filepath.Join(*profileDir, name+".cpuprofile"))
		if err != nil {
			return err
		}
		b.Logf("%s: the page thread's self time over the timed runs (native runs included in idle):\n%s", name, top)
		if d.worker != nil {
			if _, err := stopProfile(d.worker, filepath.Join(*profileDir, name+".worker.cpuprofile")); err != nil {
				return err
			}
		}
	}
	return nil
}

// traceCategories are the trace's: V8's compilations (WebAssembly's tiers)
// and collections, and each thread's tasks.
var traceCategories = []string{
	"toplevel", "v8", "v8.wasm", "disabled-by-default-v8.gc", "disabled-by-default-v8.compile",
	"devtools.timeline", "__metadata",
}

// traceRecorder collects the events of one Chromium trace.
type traceRecorder struct {
	mu     sync.Mutex
	events []json.RawMessage
	done   chan struct{}
	once   sync.Once
	cancel context.CancelFunc // stops listening
}

// startTrace starts tracing the browser ctx runs.
func startTrace(ctx context.Context) (*traceRecorder, error) {
	t := &traceRecorder{done: make(chan struct{})}
	lctx, cancel := context.WithCancel(ctx)
	t.cancel = cancel
	err := chromedp.Listen(lctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			t.mu.Lock()
			defer t.mu.Unlock()
			for _, v := range e.Value {
				if raw, err := json.Marshal(v); err == nil {
					t.events = append(t.events, raw)
				}
			}
		case *tracing.EventTracingComplete:
			t.once.Do(func() { close(t.done) })
		}
	})
	if err == nil {
		_, err = chromedp.Call(ctx, tracing.Start, tracing.StartParams{
			TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig:  &tracing.TraceConfig{IncludedCategories: traceCategories},
		})
	}
	if err != nil {
		cancel()
		return nil, fmt.Errorf("starting Chromium's trace: %v", err)
	}
	return t, nil
}

// stop ends the trace, writes it to path (the JSON array format) and
// returns a summary of it per timed run.
func (t *traceRecorder) stop(ctx context.Context, path string) (string, error) {
	defer t.cancel()
	if _, err := chromedp.Call(ctx, tracing.End, cdp.Empty{}); err != nil {
		return "", fmt.Errorf("ending Chromium's trace: %v", err)
	}
	select {
	case <-t.done:
	case <-time.After(runTimeout):
		return "", fmt.Errorf("Chromium's trace did not complete")
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	var data bytes.Buffer
	data.WriteString("[\n")
	for i, e := range t.events {
		if i > 0 {
			data.WriteString(",\n")
		}
		data.Write(e)
	}
	data.WriteString("\n]\n")
	if err := os.WriteFile(path, data.Bytes(), 0o644); err != nil {
		return "", err
	}
	return traceSummary(t.events, *runs), nil
}

// traceEvent is the part of a trace event the summary reads.
type traceEvent struct {
	Name  string  `json:"name"`
	Phase string  `json:"ph"`
	Dur   float64 `json:"dur"` // µs, complete events ("X") only
	PID   int64   `json:"pid"`
	TID   int64   `json:"tid"`
	Args  struct {
		Name string `json:"name"` // a thread_name metadata event's
	} `json:"args"`
}

// summarized are the events the summary counts: V8's optimizing
// compilations of WebAssembly, its collections, and the serializing of
// messages.
var summarized = []string{
	"wasm.TopTierCompilation", "wasm.CompileBaseline", "V8.GCScavenger", "V8.GCFinalizeMC",
	"MinorGC", "MajorGC", "SerializedScriptValueFactory::create",
}

// traceSummary counts the summarized events per thread and run, with their
// wall time (a task's time on its thread, waiting for a core included).
func traceSummary(raw []json.RawMessage, runs int) string {
	threadName := map[[2]int64]string{}
	type key struct{ thread, name string }
	count := map[key]int{}
	ms := map[key]float64{}
	var events []traceEvent
	for _, r := range raw {
		var e traceEvent
		if json.Unmarshal(r, &e) != nil {
			continue
		}
		if e.Phase == "M" && e.Name == "thread_name" {
			threadName[[2]int64{e.PID, e.TID}] = e.Args.Name
		}
		events = append(events, e)
	}
	for _, e := range events {
		if e.Phase != "X" {
			continue
		}
		if !slices.Contains(summarized, e.Name) {
			continue
		}
		thread := threadName[[2]int64{e.PID, e.TID}]
		if thread == "" {
			thread = fmt.Sprintf("thread %d", e.TID)
		}
		k := key{thread, e.Name}
		count[k]++
		ms[k] += e.Dur / 1000
	}
	keys := make([]key, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	busiestFirst(keys, func(k key) float64 { return ms[k] }, func(k key) string { return k.thread + k.name })
	var sb strings.Builder
	fmt.Fprintf(&sb, "    ms a run, events a run; thread: event\n")
	for _, k := range keys {
		fmt.Fprintf(&sb, "    %8.1f %7.1f  %s: %s\n", ms[k]/float64(runs), float64(count[k])/float64(runs), k.thread, k.name)
	}
	return sb.String()
}
