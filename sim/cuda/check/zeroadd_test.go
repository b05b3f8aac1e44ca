package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

func TestFoldZeroAddends(t *testing.T) {
	cases := []struct {
		expr string
		kept bool // the zero is still there after checking
	}{
		{"x - 0.0f", false},
		{"x + -0.0f", false},
		{"-0.0f + x", false},
		{"x - 0", false},
		{"x + 0.0f", true}, // -0.0 + 0.0 is +0.0
		{"x - -0.0f", true},
		{"x * x + 0.0f", false},
		{"0.0f + x * x", false},
		{"fabsf(x) + 0.0f", false},
		{"(float)i + 0.0f", false},
		{"x * y + 0.0f", true},
		{"d - 0.0", false},
		{"d + 0.0", true},
		{"(x - 0.0f) - 0.0f", false},
		{"(float)(i - 0)", true}, // an int's subtraction is another matter
		{"val(x - 0.0f)", false},
	}
	for _, tc := range cases {
		helpers := "__device__ __noinline__ float val(float a) { return a; }\n"
		src := helpers + "__global__ void k(float *o, double *q, float x, float y, double d, int i) {\n o[0] = " + tc.expr + ";\n}\nint main() { return 0; }\n"
		if tc.expr[0] == 'd' {
			src = helpers + "__global__ void k(float *o, double *q, float x, float y, double d, int i) {\n q[0] = " + tc.expr + ";\n}\nint main() { return 0; }\n"
		}
		zeros := kernelNodes(t, src, func(n ast.Node) bool {
			b, ok := n.(*ast.Binary)
			if !ok {
				return false
			}
			for _, x := range []ast.Expr{b.X, b.Y} {
				if v := ast.Unparen(x).Base().Const; v != nil && (v.IsFloat && v.Float == 0 || !v.IsFloat && v.Int == 0) {
					return true
				}
			}
			return false
		})
		if got := zeros > 0; got != tc.kept {
			t.Errorf("%s: zero kept %v, want %v", tc.expr, got, tc.kept)
		}
	}
}
