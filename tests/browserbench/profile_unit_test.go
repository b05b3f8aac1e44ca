//go:build !js

package browserbench

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
)

// TestSelfTimeTable: each sample's time is the delta to the next sample,
// charged to the sample's own function, and the table is sorted by it.
func TestSelfTimeTable(t *testing.T) {
	p := &profiler.Profile{
		Nodes: []*profiler.ProfileNode{
			{ID: 1, CallFrame: &runtime.CallFrame{FunctionName: "(root)"}},
			{ID: 2, CallFrame: &runtime.CallFrame{FunctionName: "hot"}},
			{ID: 3, CallFrame: &runtime.CallFrame{FunctionName: ""}},
		},
		Samples:    []int64{2, 3, 2, 2},
		TimeDeltas: []int64{0, 1000, 1000, 4000},
	}
	got := selfTimeTable(p, 5)
	lines := strings.Split(strings.TrimSpace(got), "\n")
	want := []string{"6.0 ms  total", "5.0 ms  83.3%  hot", "1.0 ms  16.7%  (anonymous)"}
	if len(lines) != len(want) {
		t.Fatalf("table:\n%s", got)
	}
	for i, w := range want {
		if strings.TrimSpace(lines[i]) != w {
			t.Errorf("line %d: %q, want %q", i, strings.TrimSpace(lines[i]), w)
		}
	}
}
