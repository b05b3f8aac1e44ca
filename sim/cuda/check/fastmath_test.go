package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

func TestExpandFastMath(t *testing.T) {
	cases := []struct {
		expr  string
		calls map[string]int // the built-in calls left in the kernel, by name
	}{
		{"__logf(x) - y", map[string]int{"__log2f": 1, "__logf": 0}},
		{"y - __log10f(x)", map[string]int{"__log2f": 1, "__log10f": 0}},
		{"__log2f(x)", map[string]int{"__log2f": 1}},
		{"__fdividef(x, y) + 1.0f", map[string]int{"__fdividef": 0, "__simtlab_div_approx_num": 1, "__simtlab_rcp_approx": 1}},
		{"__fdividef(x, p[i++])", map[string]int{"__fdividef": 1, "__simtlab_rcp_approx": 0}}, // read twice, p[i++] would step twice
		{"__expf(x) - y", map[string]int{"__expf": 1, "__log2f": 0}},
	}
	for _, tc := range cases {
		src := "__global__ void k(float *o, float *p, float x, float y, int i) {\n o[0] = " + tc.expr + ";\n}\nint main() { return 0; }\n"
		for name, want := range tc.calls {
			got := kernelCalls(t, src, func(c *ast.Call) bool { return c.Func.Name == name })
			if got != want {
				t.Errorf("%s: %d calls of %s, want %d", tc.expr, got, name, want)
			}
		}
	}
}
