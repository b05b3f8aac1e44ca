package check

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/golden")

// TestGolden compares the typed AST of each testdata/golden/*.cu with its
// .golden file. Regenerate with: go test ./sim/cuda/check -run Golden -update
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.cu")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			file, diags := File(filepath.Base(f), src)
			var b strings.Builder
			for _, d := range diags {
				b.WriteString(d.String() + "\n")
			}
			b.WriteString(ast.Dump(file))
			got := b.String()
			golden := strings.TrimSuffix(f, ".cu") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("typed AST differs from %s (run with -update after checking the change):\n%s", golden, got)
			}
		})
	}
}
