package check

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"simtlab/sim/diag"
)

// Expected errors are written in the test sources, as go/types does: a
// comment /* ERROR "regexp" */ (or // ERROR "regexp") on the line where
// the error is expected. Several ERROR comments may share a line. Every
// ERROR comment must be matched by an error on its line and every error
// must be matched by a comment.

var errorComment = regexp.MustCompile(`(?:/\*|//)\s*ERROR\s+("(?:[^"\\]|\\.)*"|` + "`[^`]*`" + `)`)

type expectation struct {
	line int
	re   *regexp.Regexp
	text string
	hit  bool
}

func expectations(t *testing.T, name string, src []byte) []*expectation {
	var exps []*expectation
	for i, line := range strings.Split(string(src), "\n") {
		for _, m := range errorComment.FindAllStringSubmatch(line, -1) {
			// The text between the quotes is the regexp itself (only \" is
			// unescaped), so `\(` reads as a regexp escape.
			pat := strings.ReplaceAll(m[1][1:len(m[1])-1], `\"`, `"`)
			re, err := regexp.Compile(pat)
			if err != nil {
				t.Fatalf("%s:%d: bad regexp %q: %v", name, i+1, pat, err)
			}
			exps = append(exps, &expectation{line: i + 1, re: re, text: pat})
		}
	}
	return exps
}

// matchErrors compares diagnostics with the ERROR comments of src.
func matchErrors(t *testing.T, name string, src []byte, diags diag.List) {
	t.Helper()
	exps := expectations(t, name, src)
	for _, d := range diags {
		if d.Severity != diag.Error {
			continue
		}
		found := false
		for _, e := range exps {
			if e.line == d.Pos.Line && !e.hit && e.re.MatchString(d.Msg) {
				e.hit, found = true, true
				break
			}
		}
		if !found {
			t.Errorf("%s: unexpected error: %s", name, d)
		}
	}
	for _, e := range exps {
		if !e.hit {
			t.Errorf("%s:%d: expected error matching %q was not reported", name, e.line, e.text)
		}
	}
}

func runErrorFiles(t *testing.T, pattern string) {
	t.Helper()
	runFiles(t, pattern, func(t *testing.T, name string, src []byte) {
		_, diags := File(name, src)
		matchErrors(t, name, src, diags)
	})
}

func runFiles(t *testing.T, pattern string, test func(t *testing.T, name string, src []byte)) {
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skipf("no files match %s", pattern)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			test(t, filepath.Base(f), src)
		})
	}
}

// TestErrors checks the front end's own error files.
func TestErrors(t *testing.T) { runErrorFiles(t, "testdata/errors/*.cu") }

// TestValid checks that the valid programs of testdata have no errors.
func TestValid(t *testing.T) { runErrorFiles(t, "testdata/valid/*.cu") }

// TestDiagnosticsCorpus checks the shared corpus of broken programs
// (tests/diagnostics): every compile-time ERROR comment must be matched.
// runtime_* programs are valid CUDA whose errors show only when they run:
// the front end must accept them.
func TestDiagnosticsCorpus(t *testing.T) {
	runFiles(t, "../../../tests/diagnostics/*.cu", func(t *testing.T, name string, src []byte) {
		_, diags := File(name, src)
		if strings.HasPrefix(name, "runtime_") {
			for _, d := range diags {
				if d.Severity == diag.Error {
					t.Errorf("runtime program rejected by the front end: %s", d)
				}
			}
			return
		}
		matchErrors(t, name, src, diags)
	})
}
