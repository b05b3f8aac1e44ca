package memsys

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var ncuMetrics = flag.String("ncu-metrics", "", "file with the output of `ncu --query-metrics-mode suffix --chip gh100 --query-metrics`; checks every non-lab metric name against it")

// TestNamesAreNsightCompute checks that every metric not prefixed "lab__" is a
// real Nsight Compute metric (base name plus one of its roll-up suffixes).
// It runs only when given the profiler's list with -ncu-metrics.
func TestNamesAreNsightCompute(t *testing.T) {
	if *ncuMetrics == "" {
		t.Skip("no -ncu-metrics file")
	}
	data, err := os.ReadFile(*ncuMetrics)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, f := range strings.Fields(string(data)) {
		known[f] = true
	}
	for _, name := range MetricNames() {
		if strings.HasPrefix(name, "lab__") {
			continue
		}
		if !known[name] {
			t.Errorf("%s is not in the profiler's list", name)
		}
	}
}
