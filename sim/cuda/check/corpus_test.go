package check

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"simtlab/sim/diag"
)

// conformanceKnownFailures returns the programs tests/conformance lists as
// not handled yet (known_failures.txt: "NAME reason" per line); their
// front-end errors are expected until the list shrinks.
func conformanceKnownFailures() map[string]bool {
	known := map[string]bool{}
	f, err := os.Open("../../../tests/conformance/known_failures.txt")
	if err != nil {
		return known
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, _, _ := strings.Cut(line, " ")
		known[strings.TrimSuffix(name, ".cu")+".cu"] = true
	}
	return known
}

// TestConformanceCorpus checks that every valid program of the conformance
// corpus (tests/conformance) checks without errors or warnings, except the
// printf format warnings of a program that mismatches its arguments on
// purpose (x_printf_mismatch, which nvcc warns about too).
func TestConformanceCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../../tests/conformance/*.cu")
	if len(files) == 0 {
		t.Skip("no conformance corpus")
	}
	known := conformanceKnownFailures()
	for _, f := range files {
		if known[filepath.Base(f)] {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		_, diags := File(filepath.Base(f), src)
		deliberate := strings.Contains(string(src), "printf whose conversions do not match their arguments")
		for _, d := range diags {
			if deliberate && d.Severity == diag.Warning && strings.HasPrefix(d.Msg, "format ") {
				continue
			}
			t.Errorf("%s", d)
		}
	}
}
