package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

// TestUnrolledWhole: the loops the product scan reads as unrolled are the
// counted ones of a few trips known at compile time with a small body
// that leaves the counter alone.
func TestUnrolledWhole(t *testing.T) {
	cases := []struct {
		loop string
		want bool
	}{
		{"for (int j = 0; j < 2; j++) s += x * j;", true},
		{"for (int j = 3; j >= 0; j--) s += x * j;", true},
		{"for (int j = 0; j != 8; j += 2) s += x * j;", true},
		{"for (j = 1; j <= 4; ++j) { s += x * j; s -= 0.5f; }", true},
		{"for (int j = 0; j < 128; j++) s += x * j;", true},
		{"for (int j = 0; j < 129; j++) s += x * j;", false},    // too large unrolled
		{"for (int j = 0; j < n; j++) s += x * j;", false},      // a bound known at run time
		{"for (int j = 0; j < 0; j++) s += x * j;", false},      // no trip
		{"for (int j = 0; j < 2; j++) { s += x; j++; }", false}, // the body steps the counter
		{"for (int j = 0; j < 2; j++) { if (s > 1) break; s += x; }", false},
		{"for (int j = 0; j < 2; j++) for (int i = 0; i < 2; i++) s += x;", false}, // the outer loop holds a loop
		{"for (int j = 0; j < 32; j++) { s += x; s += x; s += x; s += x; s += x; }", false},
		{"for (float f = 0; f < 2; f++) s += x;", false},
		{"for (int j = 0; j < 2.5f; j++) s += x;", false},  // a float bound
		{"for (int j = 0; j != 7; j += 2) s += x;", false}, // never ends
	}
	for _, c := range cases {
		src := "__global__ void k(float *out, float x, int n) { float s = 0; int j; " + c.loop + " out[0] = s; }"
		f, diags := File("t.cu", []byte(src))
		if diags.HasErrors() {
			t.Fatalf("%s: %v", c.loop, diags)
		}
		var first *ast.For
		ast.Inspect(f.Funcs[0].Body, func(n ast.Node) bool {
			if l, ok := n.(*ast.For); ok && first == nil {
				first = l
			}
			return first == nil
		})
		if first == nil {
			t.Fatalf("%s: no loop", c.loop)
		}
		if _, got := unrolledWhole(first); got != c.want {
			t.Errorf("%s: unrolledWhole %v, want %v", c.loop, got, c.want)
		}
	}
}
