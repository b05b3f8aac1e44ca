// Package diagnostics_test checks the lab's diagnostics against the broken-program corpus.
//
// Each NAME.cu carries its expected diagnostics in the go/types style: a comment
// `// ERROR "regexp"` on the line where the diagnostic is expected, whose regexp must match the
// message. syntax_*, type_* and pp_* programs must fail in the front end (sim.Check);
// runtime_* programs are valid CUDA (nvcc builds them, see tests/gpu/record.sh) and must pass
// the front end, then be caught while running (sim.Run with small budgets).
//
// Programs the lab does not diagnose correctly yet are listed in known_failures.txt with a
// reason; the test fails for an unlisted failure and for a listed program that now passes.
package diagnostics_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"simtlab/sim"
	"simtlab/sim/diag"
	"simtlab/tests/internal/knownfail"
)

const knownFailuresFile = "known_failures.txt"

// Small budgets: every program here is tiny, and the endless loop must hit the step limit fast.
const (
	maxSteps   = 20_000_000
	maxMemory  = 256 << 20
	runTimeout = time.Minute
)

// errorComment matches `// ERROR "regexp"`; the regexp may contain \" and other escapes.
var errorComment = regexp.MustCompile(`//\s*ERROR\s+"((?:[^"\\]|\\.)*)"`)

// expectation is one `// ERROR` comment.
type expectation struct {
	line int
	re   *regexp.Regexp
}

func TestDiagnostics(t *testing.T) {
	files, err := filepath.Glob("*.cu")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) == 0 {
		t.Fatal("no .cu programs found")
	}
	known, err := knownfail.Load(knownFailuresFile)
	if err != nil {
		t.Fatal(err)
	}
	present := map[string]bool{}
	for _, f := range files {
		present[strings.TrimSuffix(f, ".cu")] = true
	}
	for name := range known {
		if !present[name] {
			t.Errorf("%s lists %s, which is not a program of the corpus", knownFailuresFile, name)
		}
	}
	for _, file := range files {
		name := strings.TrimSuffix(file, ".cu")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			want, err := parseExpectations(src)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			if len(want) == 0 {
				t.Fatalf("%s has no // ERROR comment", file)
			}
			problems := check(file, src, want)
			reason, listed := known[name]
			switch {
			case len(problems) == 0 && listed:
				t.Errorf("%s passes now: remove it from %s (it was listed because: %s)", name, knownFailuresFile, reason)
			case len(problems) > 0 && listed:
				t.Skipf("known failure (%s): %s", reason, problems[0])
			case len(problems) > 0:
				t.Errorf("%s:\n%s", file, strings.Join(problems, "\n"))
			}
		})
	}
}

// check runs one program the way its name says and compares its diagnostics with want.
func check(file string, src []byte, want []expectation) []string {
	compileErrors := errorsOnly(sim.Check(file, src))
	if !strings.HasPrefix(file, "runtime_") {
		return match(file, src, compileErrors, want)
	}
	if len(compileErrors) > 0 {
		var problems []string
		for _, d := range compileErrors {
			problems = append(problems, "valid CUDA rejected by the front end: "+d.String())
		}
		return problems
	}
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	res := sim.Run(ctx, file, src, sim.Options{
		Stdout:    io.Discard,
		Stderr:    io.Discard,
		MaxSteps:  maxSteps,
		MaxMemory: maxMemory,
	})
	if res.Stopped {
		return []string{fmt.Sprintf("the run was stopped after %v instead of hitting its step budget", runTimeout)}
	}
	return match(file, src, res.Diagnostics, want)
}

// match reports every expectation that no diagnostic on its line satisfies and every error
// that no expectation on its line accounts for. Warnings and notes may appear freely.
func match(file string, src []byte, got diag.List, want []expectation) []string {
	byLine := map[int][]diag.Diagnostic{}
	for _, d := range got {
		if d.Pos.File != "" && d.Pos.File != file {
			d.Pos.Line = 0 // a position in another file cannot satisfy a comment in this one
		}
		byLine[d.Pos.Line] = append(byLine[d.Pos.Line], d)
	}
	wantByLine := map[int][]expectation{}
	var problems []string
	for _, e := range want {
		wantByLine[e.line] = append(wantByLine[e.line], e)
		found := false
		for _, d := range byLine[e.line] {
			if e.re.MatchString(d.Msg) {
				found = true
				break
			}
		}
		if !found {
			msgs := make([]string, 0, len(byLine[e.line]))
			for _, d := range byLine[e.line] {
				msgs = append(msgs, fmt.Sprintf("%q", d.Msg))
			}
			problems = append(problems, fmt.Sprintf("%s:%d: no diagnostic matching /%s/ (got %s)",
				file, e.line, e.re, orNone(msgs)))
		}
	}
	for _, d := range got {
		if d.Severity != diag.Error {
			continue
		}
		accounted := false
		if d.Pos.File == "" || d.Pos.File == file {
			for _, e := range wantByLine[d.Pos.Line] {
				if e.re.MatchString(d.Msg) {
					accounted = true
					break
				}
			}
		}
		if !accounted {
			problems = append(problems, "unexpected "+diag.Format(d, src))
		}
	}
	return problems
}

// parseExpectations collects the `// ERROR "re"` comments of src with their line numbers.
func parseExpectations(src []byte) ([]expectation, error) {
	var want []expectation
	for i, line := range strings.Split(string(src), "\n") {
		for _, m := range errorComment.FindAllStringSubmatch(line, -1) {
			re, err := regexp.Compile(m[1])
			if err != nil {
				return nil, fmt.Errorf("line %d: bad regexp %q: %v", i+1, m[1], err)
			}
			want = append(want, expectation{line: i + 1, re: re})
		}
	}
	return want, nil
}

func errorsOnly(l diag.List) diag.List {
	var out diag.List
	for _, d := range l {
		if d.Severity == diag.Error {
			out = append(out, d)
		}
	}
	return out
}

func orNone(msgs []string) string {
	if len(msgs) == 0 {
		return "none on that line"
	}
	return strings.Join(msgs, ", ")
}
