package engine_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/engine"
)

// expectation is what a testdata program declares in its trailing comments:
//
//	// Exit: 1
//	// Diagnostic: out of bounds
//	// Output:
//	// hello
type expectation struct {
	output string
	exit   int
	diags  []string
}

func parseExpectation(src string) (expectation, bool) {
	var e expectation
	lines := strings.Split(src, "\n")
	i := -1
	for j, l := range lines {
		if strings.TrimSpace(l) == "// Output:" {
			i = j
		}
	}
	if i < 0 {
		return e, false
	}
	for _, l := range lines[:i] {
		l = strings.TrimSpace(l)
		if v, ok := strings.CutPrefix(l, "// Exit: "); ok {
			e.exit, _ = strconv.Atoi(v)
		}
		if v, ok := strings.CutPrefix(l, "// Diagnostic: "); ok {
			e.diags = append(e.diags, v)
		}
	}
	var out strings.Builder
	for _, l := range lines[i+1:] {
		if !strings.HasPrefix(l, "//") {
			continue
		}
		l = strings.TrimPrefix(l, "//")
		l = strings.TrimPrefix(l, " ")
		out.WriteString(l)
		out.WriteByte('\n')
	}
	e.output = out.String()
	return e, true
}

func TestPrograms(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.cu")
	if len(files) == 0 {
		t.Fatal("no testdata programs")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			want, ok := parseExpectation(string(src))
			if !ok {
				t.Fatal("no // Output: block")
			}
			var out bytes.Buffer
			res := runSource(filepath.Base(file), src, &out)
			var diags []string
			for _, d := range res.Diagnostics {
				diags = append(diags, d.String())
			}
			all := strings.Join(diags, "\n")
			if got := out.String(); got != want.output {
				t.Errorf("output:\n%s\nwant:\n%s\ndiagnostics:\n%s", got, want.output, all)
			}
			if res.ExitCode != want.exit {
				t.Errorf("exit code %d, want %d; diagnostics:\n%s", res.ExitCode, want.exit, all)
			}
			for _, d := range want.diags {
				if !strings.Contains(all, d) {
					t.Errorf("no diagnostic containing %q; got:\n%s", d, all)
				}
			}
			if len(want.diags) == 0 && len(diags) > 0 {
				t.Errorf("unexpected diagnostics:\n%s", all)
			}
		})
	}
}

// runSource checks and runs a program without a memory system.
func runSource(name string, src []byte, out *bytes.Buffer) *engine.Outcome {
	return runSourceBudget(name, src, out, 5_000_000)
}

func runSourceBudget(name string, src []byte, out *bytes.Buffer, steps int64) *engine.Outcome {
	f, diags := check.File(name, src)
	if diags.HasErrors() {
		return &engine.Outcome{ExitCode: 1, Diagnostics: diags}
	}
	m := engine.New(context.Background(), f, src, engine.Config{Stdout: out, MaxSteps: steps, MaxMemory: 64 << 20})
	return m.Run()
}
