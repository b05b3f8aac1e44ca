package check

import (
	"os"
	"path/filepath"
	"testing"
)

// TestConformanceCorpus checks that every valid program of the conformance
// corpus (tests/conformance) checks without errors.
func TestConformanceCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../../tests/conformance/*.cu")
	if len(files) == 0 {
		t.Skip("no conformance corpus")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		_, diags := File(filepath.Base(f), src)
		for _, d := range diags {
			t.Errorf("%s", d)
		}
	}
}
