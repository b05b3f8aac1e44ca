//go:build !wasm

package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"simtlab/sim"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestDispatchUsage(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{[]string{"run"}, 2, "usage: simtlab run"},
		{[]string{"run", "--metrics", "xml", "a.cu"}, 2, "--metrics must be json or table"},
		{[]string{"run", "/no/such/file.cu"}, 1, "no such file"},
		{[]string{"build"}, 2, "usage: simtlab build -o DIR"},
		{[]string{"build", "-o", t.TempDir(), "--wasm", "/no/such/app.wasm"}, 1, "no such file"},
		{[]string{"check"}, 2, "usage: simtlab check PACK"},
		{[]string{"check", "/no/such/pack"}, 1, "no such file"},
		{[]string{"serve", "extra"}, 2, `unexpected argument "extra"`},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		status := dispatch(tt.args, &stdout, &stderr)
		if status != tt.status || !strings.Contains(stderr.String(), tt.stderr) {
			t.Errorf("simtlab %s: status %d, stderr %q; want %d and %q", strings.Join(tt.args, " "), status, stderr.String(), tt.status, tt.stderr)
		}
	}
	var stdout bytes.Buffer
	if status := dispatch([]string{"help"}, &stdout, &stdout); status != 0 || !strings.Contains(stdout.String(), "simtlab build -o DIR") {
		t.Errorf("simtlab help: status %d, output %q", status, stdout.String())
	}
}

func TestWriteMetrics(t *testing.T) {
	launches := []sim.LaunchReport{
		{Kernel: "vecAdd", Grid: [3]int{3, 1, 1}, Block: [3]int{64, 1, 1}, GPU: "h200", Metrics: map[string]float64{
			"smsp__inst_executed.sum":                                  12,
			"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":           48,
			"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum": 0,
			"gpu__time_duration.sum":                                   2150.5,
		}},
		{Kernel: "empty", Grid: [3]int{1, 1, 1}, Block: [3]int{1, 1, 1}, GPU: "a100"},
	}
	for _, format := range []string{"json", "table"} {
		var b bytes.Buffer
		if err := writeMetrics(&b, format, launches); err != nil {
			t.Fatal(err)
		}
		golden := filepath.Join("testdata", "metrics."+format+".golden")
		if *update {
			if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if b.String() != string(want) {
			t.Errorf("--metrics %s:\n%s\nwant:\n%s", format, b.String(), want)
		}
	}
}
