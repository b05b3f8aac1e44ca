// Package conformance_test runs every program of the conformance corpus in the lab and
// compares what it prints, byte for byte, and its exit status with what the same program
// printed when nvcc built it and an H200 ran it (NAME.out and NAME.exit, recorded by
// tests/gpu/record.sh).
//
// Programs the lab cannot run correctly yet are listed in known_failures.txt with a reason.
// The test fails for an unlisted failure and for a listed program that passes, so the list
// only shrinks.
package conformance_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"simtlab/sim"
	"simtlab/tests/internal/kernelfault"
	"simtlab/tests/internal/knownfail"
	"simtlab/tests/internal/linediff"
)

const knownFailuresFile = "known_failures.txt"

// runTimeout bounds one program so that a lab bug that loops cannot hang the suite.
const runTimeout = 2 * time.Minute

func TestConformance(t *testing.T) {
	programs := corpus(t)
	known, err := knownfail.Load(knownFailuresFile)
	if err != nil {
		t.Fatal(err)
	}
	for name := range known {
		if !programs[name] {
			t.Errorf("%s lists %s, which is not a program of the corpus", knownFailuresFile, name)
		}
	}
	for _, name := range sortedNames(programs) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, err := os.ReadFile(name + ".out")
			if os.IsNotExist(err) {
				t.Skipf("no recording %s.out yet: run tests/gpu/record.sh on a GPU", name)
			}
			if err != nil {
				t.Fatal(err)
			}
			wantExit, err := readExit(name + ".exit")
			if err != nil {
				t.Fatal(err)
			}
			problems := runAndCompare(t, name, want, wantExit)
			reason, listed := known[name]
			switch {
			case len(problems) == 0 && listed:
				t.Errorf("%s passes now: remove it from %s (it was listed because: %s)", name, knownFailuresFile, reason)
			case len(problems) > 0 && listed:
				t.Skipf("known failure (%s): %s", reason, firstLine(problems[0]))
			case len(problems) > 0:
				t.Errorf("%s.cu does not match the H200 recording:\n%s", name, strings.Join(problems, "\n"))
			}
		})
	}
}

// runAndCompare runs NAME.cu in the lab and lists every way it differs from the recording.
func runAndCompare(t *testing.T, name string, want []byte, wantExit int) []string {
	t.Helper()
	file := name + ".cu"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	var stdout, stderr bytes.Buffer
	res := sim.Run(ctx, file, src, sim.Options{Stdout: &stdout, Stderr: &stderr})

	var problems []string
	if res.Stopped {
		problems = append(problems, fmt.Sprintf("the run was stopped after %v", runTimeout))
	}
	problems = append(problems, kernelfault.Problems(res.Diagnostics, src, res.ExitCode, wantExit)...)
	if got := stdout.Bytes(); !bytes.Equal(got, want) {
		problems = append(problems, "stdout differs (- H200, + lab):\n"+linediff.Lines(string(want), string(got)))
	}
	return problems
}

// corpus returns the names (without .cu) of the programs in this directory.
func corpus(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob("*.cu")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no .cu programs found")
	}
	names := make(map[string]bool, len(files))
	for _, f := range files {
		names[strings.TrimSuffix(f, ".cu")] = true
	}
	return names
}

func sortedNames(set map[string]bool) []string {
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// readExit reads an exit status recorded as a decimal number on one line.
func readExit(path string) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, fmt.Errorf("%s.out is recorded but its exit status is not: %v", strings.TrimSuffix(path, ".exit"), err)
	}
	code, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		return 0, fmt.Errorf("%s: %v", path, err)
	}
	return code, nil
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
