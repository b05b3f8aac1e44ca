//go:build !js

package browserbench

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestThreadTable: a thread's row is its times between the snapshots per
// run; a thread that started in between counts from zero; threads under a
// millisecond a run are left out of the rows but not of the total.
func TestThreadTable(t *testing.T) {
	before := map[string]threadTime{
		"1/1": {"main", 100e6, 10e6},
		"1/2": {"worker", 0, 0},
	}
	after := map[string]threadTime{
		"1/1": {"main", 500e6, 30e6}, // 400 ms on a core, 20 ms waiting
		"1/2": {"worker", 3e6, 0},    // 3 ms: under 1 ms a run
		"1/3": {"pool", 200e6, 100e6},
	}
	wantColumns(t, threadTable(before, after, 4), []string{
		"ms a run on a core, waiting for one; thread",
		"150.8 30.0 all of Chromium's threads",
		"100.0 5.0 main (1/1)",
		"50.0 25.0 pool (1/3)",
	})
}

// wantColumns checks a table's lines against want, its columns
// separated by single spaces.
func wantColumns(t *testing.T, table string, want []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(table), "\n")
	if len(lines) != len(want) {
		t.Fatalf("table:\n%s", table)
	}
	for i, w := range want {
		if l := strings.Join(strings.Fields(lines[i]), " "); l != w {
			t.Errorf("line %d: %q, want %q", i, l, w)
		}
	}
}

// TestTraceSummary: the summarized complete events are counted and timed
// per thread (named by the trace's metadata) and run; others are not.
func TestTraceSummary(t *testing.T) {
	events := []string{
		`{"ph":"M","name":"thread_name","pid":1,"tid":7,"args":{"name":"Pool"}}`,
		`{"ph":"X","name":"wasm.TopTierCompilation","pid":1,"tid":7,"dur":3000}`,
		`{"ph":"X","name":"wasm.TopTierCompilation","pid":1,"tid":7,"dur":1000}`,
		`{"ph":"X","name":"V8.GCScavenger","pid":1,"tid":8,"dur":500}`,
		`{"ph":"X","name":"FunctionCall","pid":1,"tid":7,"dur":9000}`,
		`{"ph":"B","name":"wasm.TopTierCompilation","pid":1,"tid":7}`,
		`not json`,
	}
	raw := make([]json.RawMessage, len(events))
	for i, e := range events {
		raw[i] = json.RawMessage(e)
	}
	wantColumns(t, traceSummary(raw, 2), []string{
		"ms a run, events a run; thread: event",
		"2.0 1.0 Pool: wasm.TopTierCompilation",
		"0.2 0.5 thread 8: V8.GCScavenger",
	})
}

// TestDescendants: this process is among the descendants of its parent.
func TestDescendants(t *testing.T) {
	found := false
	for _, pid := range descendants(os.Getppid()) {
		found = found || pid == os.Getpid()
	}
	if _, err := os.Stat("/proc/self/stat"); err == nil && !found {
		t.Errorf("descendants(%d) lacks this process, %d", os.Getppid(), os.Getpid())
	}
}
