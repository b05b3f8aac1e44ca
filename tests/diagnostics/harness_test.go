package diagnostics_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"simtlab/sim/diag"
)

// TestCorpusWellFormed checks the corpus itself: names say the category, every file says what
// it tests, and every runtime program names the compute-sanitizer tool that record.sh uses.
func TestCorpusWellFormed(t *testing.T) {
	files, err := filepath.Glob("*.cu")
	if err != nil {
		t.Fatal(err)
	}
	tool := regexp.MustCompile(`(?m)^// sanitizer-tool: (memcheck|racecheck|initcheck|synccheck|none)$`)
	counts := map[string]int{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		prefix, _, _ := strings.Cut(file, "_")
		counts[prefix]++
		switch prefix {
		case "syntax", "type", "pp":
		case "runtime":
			if !tool.Match(src) {
				t.Errorf("%s: no `// sanitizer-tool: memcheck|racecheck|initcheck|synccheck|none` line", file)
			}
			if !strings.Contains(string(src), "int main()") {
				t.Errorf("%s: a runtime program must be a whole program (int main)", file)
			}
		default:
			t.Errorf("%s: name must start with syntax_, type_, pp_ or runtime_", file)
		}
		if !strings.HasPrefix(string(src), "// ") {
			t.Errorf("%s: must start with a comment saying what is wrong with it", file)
		}
	}
	if total := len(files); total < 45 {
		t.Errorf("corpus has %d programs, want at least 45", total)
	}
	for _, p := range []string{"syntax", "type", "pp", "runtime"} {
		if counts[p] == 0 {
			t.Errorf("no %s_ programs", p)
		}
	}
}

func TestParseExpectations(t *testing.T) {
	src := "int a;\nint b = ; // ERROR \"expected expression\"\nx y; // ERROR \"unknown type name 'x'\" // ERROR \"a \\\"quoted\\\" word\"\n"
	got, err := parseExpectations([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	type lre struct {
		line int
		re   string
	}
	want := []lre{{2, "expected expression"}, {3, "unknown type name 'x'"}, {3, `a \"quoted\" word`}}
	if len(got) != len(want) {
		t.Fatalf("got %d expectations, want %d", len(got), len(want))
	}
	for i, e := range got {
		if e.line != want[i].line || e.re.String() != want[i].re {
			t.Errorf("expectation %d = line %d /%s/, want line %d /%s/", i, e.line, e.re, want[i].line, want[i].re)
		}
	}
	if _, err := parseExpectations([]byte(`// ERROR "("`)); err == nil {
		t.Error("a bad regexp was accepted")
	}
}

func TestMatch(t *testing.T) {
	src := []byte("a\nb\nc\n")
	want := []expectation{{2, regexp.MustCompile("out of bounds")}}
	at := func(line int, sev diag.Severity, msg string) diag.Diagnostic {
		return diag.Diagnostic{Pos: diag.Pos{File: "f.cu", Line: line, Col: 1}, Severity: sev, Kind: diag.KindRuntime, Msg: msg}
	}
	tests := []struct {
		name     string
		got      diag.List
		problems int
	}{
		{"matched", diag.List{at(2, diag.Error, "read out of bounds of a")}, 0},
		{"matched twice", diag.List{at(2, diag.Error, "out of bounds"), at(2, diag.Error, "out of bounds again")}, 0},
		{"warning elsewhere is fine", diag.List{at(2, diag.Error, "out of bounds"), at(3, diag.Warning, "slow")}, 0},
		{"wrong line", diag.List{at(3, diag.Error, "out of bounds")}, 2},
		{"wrong message", diag.List{at(2, diag.Error, "misaligned")}, 2},
		{"missing", nil, 1},
		{"other file", diag.List{{Pos: diag.Pos{File: "x.h", Line: 2}, Severity: diag.Error, Msg: "out of bounds"}}, 2},
		{"extra error", diag.List{at(2, diag.Error, "out of bounds"), at(1, diag.Error, "race")}, 1},
	}
	for _, tt := range tests {
		if got := match("f.cu", src, tt.got, want); len(got) != tt.problems {
			t.Errorf("%s: %d problems, want %d: %q", tt.name, len(got), tt.problems, got)
		}
	}
}
