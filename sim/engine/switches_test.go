package engine

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/memsys"
)

// The engine's fast paths (count regions, fused addresses, loop-invariant
// shapes, induction addresses, the host's scalar path, phased barriers,
// ...) each have a package switch, and a test that runs programs with it
// on and off and requires the same report. These are the pieces those
// tests share.

// runReport compiles and runs src and renders everything a fast path must
// leave unchanged: output, exit status, the step count, diagnostics, every
// launch's metrics and per-line metrics, and (traced) the execution trace
// of every warp instruction. It returns the machine too (nil when src does
// not compile), for what a test checks besides.
func runReport(t *testing.T, name string, src []byte, traced bool, maxSteps int64) (string, *Machine) {
	t.Helper()
	f, diags := check.File(name, src)
	if diags.HasErrors() {
		return "does not compile: " + diags.Error(), nil
	}
	var out bytes.Buffer
	m := New(context.Background(), f, src, Config{Stdout: &out, MaxSteps: maxSteps})
	if traced {
		m.EnableExecTrace(memsys.TraceOptions{})
	}
	res := m.Run()
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\nexit %d\nsteps %d\n", out.String(), res.ExitCode, m.steps)
	for _, d := range res.Diagnostics {
		fmt.Fprintln(&b, d.String())
	}
	for _, l := range res.Launches {
		fmt.Fprintf(&b, "%s %v %v\n", l.Kernel, l.Metrics, l.Lines)
	}
	if traced {
		for _, tr := range m.ExecTraces() {
			fmt.Fprintf(&b, "%+v\n", tr)
		}
	}
	return b.String(), m
}

// corpusPrograms lists the programs the switch tests compare on: the
// conformance corpus, the engine's test programs and the files of more
// globs; a quarter of them with -short.
func corpusPrograms(t *testing.T, more ...string) []string {
	t.Helper()
	var files []string
	for _, g := range append([]string{"../../tests/conformance/*.cu", "testdata/*.cu"}, more...) {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 50 {
		t.Fatalf("only %d programs found", len(files))
	}
	if testing.Short() {
		files = files[:len(files)/4]
	}
	return files
}

// sameWithAndWithout runs each program with a switch on and off (run sets
// it, runs the program and reports) and requires the same report.
func sameWithAndWithout(t *testing.T, what string, files []string, run func(name string, src []byte, on bool) string) {
	t.Helper()
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(file)
		if on, off := run(name, src, true), run(name, src, false); on != off {
			t.Errorf("%s: with %s:\n%s\nwithout:\n%s", name, what, on, off)
		}
	}
}
