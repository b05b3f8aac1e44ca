// Package randprog_test runs the random programs named in
// testdata/seeds.txt (written by tests/randprog/gen from their seeds) in
// the lab and compares what they print with what the same programs
// printed when nvcc built them and an H200 ran them (testdata/NAME.out, and
// NAME.exit when the status was not 0, recorded by
// tests/gpu/record_random.sh).
//
// The sources are not committed: they are the generator's output for their
// seeds, made again for each run. go test ./tests/randprog -randprog.write
// writes them to testdata/src (ignored by git) for reading and recording.
// TestRecordedSources holds each recording to the source it was made from
// through testdata/sources.txt (each program's name and the hash of its
// source when it was recorded), so a change to the generator shows as
// programs to record again.
package randprog_test

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"simtlab/sim"
	"simtlab/tests/internal/kernelfault"
	"simtlab/tests/internal/knownfail"
	"simtlab/tests/internal/linediff"
	"simtlab/tests/randprog/gen"
)

var write = flag.Bool("randprog.write", false, "write testdata/src/NAME.cu for every seed of testdata/seeds.txt")

const (
	dir               = "testdata"
	knownFailuresFile = "known_failures.txt"
	runTimeout        = time.Minute
)

// program is one line of seeds.txt: NAME KIND SEED.
type program struct {
	name, kind string
	seed       uint64
}

func seeds(t *testing.T) []program {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "seeds.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var progs []program
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("seeds.txt:%d: want NAME KIND SEED, have %q", n, line)
		}
		seed, err := strconv.ParseUint(fields[2], 10, 64)
		if err != nil {
			t.Fatalf("seeds.txt:%d: %v", n, err)
		}
		progs = append(progs, program{fields[0], fields[1], seed})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(progs) == 0 {
		t.Fatal("seeds.txt lists no programs")
	}
	return progs
}

// sourceHash is the FNV-1a hash of a program's source.
func sourceHash(src string) string {
	h := fnv.New64a()
	h.Write([]byte(src))
	return fmt.Sprintf("%016x", h.Sum64())
}

// TestRecordedSources writes the sources when asked (-randprog.write) and
// holds each recording to the source it was made from: testdata/sources.txt
// lists NAME and the hash of its source when it was recorded.
func TestRecordedSources(t *testing.T) {
	recorded := map[string]string{}
	if data, err := os.ReadFile(filepath.Join(dir, "sources.txt")); err == nil {
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if f := strings.Fields(line); len(f) == 2 {
				recorded[f[0]] = f[1]
			}
		}
	}
	var index strings.Builder
	for _, p := range seeds(t) {
		src, err := gen.Program(p.kind, p.seed)
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		fmt.Fprintf(&index, "%s %s\n", p.name, sourceHash(src))
		if *write {
			if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "src", p.name+".cu"), []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if h, ok := recorded[p.name]; !ok {
			t.Errorf("%s has no hash in sources.txt: record it (tests/gpu/record_random.sh) and run with -randprog.write", p.name)
		} else if h != sourceHash(src) {
			t.Errorf("%s: the generator writes another source than the one recorded: record it again", p.name)
		}
	}
	if *write {
		if err := os.WriteFile(filepath.Join(dir, "sources.txt"), []byte(index.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRandomPrograms(t *testing.T) {
	known, err := knownfail.Load(filepath.Join(dir, knownFailuresFile))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, p := range seeds(t) {
		names[p.name] = true
	}
	for name := range known {
		if !names[name] {
			t.Errorf("%s lists %s, which seeds.txt does not", knownFailuresFile, name)
		}
	}
	for _, p := range seeds(t) {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			base := filepath.Join(dir, p.name)
			want, err := os.ReadFile(base + ".out")
			if os.IsNotExist(err) {
				t.Skipf("no recording %s.out yet: run tests/gpu/record_random.sh on a GPU", base)
			}
			if err != nil {
				t.Fatal(err)
			}
			wantExit, err := readExit(base + ".exit")
			if err != nil {
				t.Fatal(err)
			}
			src, err := gen.Program(p.kind, p.seed)
			if err != nil {
				t.Fatal(err)
			}
			problems := runAndCompare(t, p.name+".cu", []byte(src), want, wantExit)
			reason, listed := known[p.name]
			switch {
			case len(problems) == 0 && listed:
				t.Errorf("%s passes now: remove it from %s (it was listed because: %s)", p.name, knownFailuresFile, reason)
			case len(problems) > 0 && listed:
				t.Skipf("known failure (%s)", reason)
			case len(problems) > 0:
				t.Errorf("%s.cu does not match the H200 recording:\n%s", base, strings.Join(problems, "\n"))
			}
		})
	}
}

func runAndCompare(t *testing.T, file string, src, want []byte, wantExit int) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	var stdout, stderr bytes.Buffer
	res := sim.Run(ctx, file, src, sim.Options{Stdout: &stdout, Stderr: &stderr})
	problems := kernelfault.Problems(res.Diagnostics, src, res.ExitCode, wantExit)
	if got := stdout.Bytes(); !bytes.Equal(got, want) {
		problems = append(problems, "stdout differs (- H200, + lab):\n"+linediff.Lines(string(want), string(got)))
	}
	return problems
}

// readExit reads a recorded exit status; none recorded is 0.
func readExit(path string) (int, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(strings.TrimSpace(string(data)))
}
