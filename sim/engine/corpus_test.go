package engine_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"simtlab/sim/cuda/check"
	"simtlab/sim/engine"
)

// TestCorpusDump prints what the engine makes of a set of programs
// (CU_GLOB=../../tests/conformance/*.cu go test -run CorpusDump); it is a
// tool for comparing with recordings, skipped otherwise.
func TestCorpusDump(t *testing.T) {
	if os.Getenv("CU_GLOB") == "" {
		t.Skip("set CU_GLOB to run")
	}
	files, _ := filepath.Glob(os.Getenv("CU_GLOB"))
	for _, file := range files {
		src, _ := os.ReadFile(file)
		f, diags := check.File(filepath.Base(file), src)
		fmt.Printf("=== %s\n", filepath.Base(file))
		if diags.HasErrors() {
			for _, d := range diags {
				fmt.Printf("  CHECK: %s\n", d)
			}
			continue
		}
		var out bytes.Buffer
		start := time.Now()
		m := engine.New(context.Background(), f, src, engine.Config{Stdout: &out, MaxSteps: 200_000_000})
		res := m.Run()
		el := time.Since(start)
		for _, d := range res.Diagnostics {
			fmt.Printf("  DIAG: %s\n", d)
		}
		o := out.String()
		if len(o) > 600 && os.Getenv("FULL") == "" {
			o = o[:600] + "...\n"
		}
		fmt.Printf("  exit=%d time=%v\n%s", res.ExitCode, el.Round(time.Millisecond), o)
	}
}
