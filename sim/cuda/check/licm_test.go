package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// TestLoopInvariant: which products LICM moves out of a loop, so that
// s += P adds a rounded P. The recorded programs (x_fma_loop_invariant, 2
// and 3) hold the model to the H200; these cases pin each condition of it,
// the indices of a load included, which no recording's values tell apart.
func TestLoopInvariant(t *testing.T) {
	cases := []struct {
		body string // the loop's body; its first s += P is the sum looked at
		want bool
	}{
		{"s += x * k;", true},
		{"s += x * j;", false},                        // the counter
		{"s += a[t] * k;", true},                      // a load at an address the loop keeps, no store
		{"s += a[j] * k;", false},                     // an index the loop changes
		{"s += a[t] * k; out[j] = s;", false},         // a store may reach the load
		{"s += r[t] * k; out[j] = s;", true},          // through __restrict__, not stored through
		{"s += r[t] * k; r[j] = s;", false},           // stored through
		{"s += tile[t] * k;", true},                   // a shared array, no store
		{"s += tile[t] * k; __syncthreads();", false}, // a call
		{"s += coef[1] * k;", false},                  // __constant__: ptxas reads the bank as an operand
		{"float y = x + j; s += y * k;", false},       // declared in the loop
		{"s += v[t] * k;", false},                     // volatile
		{"s += sqrtf(x) * k;", true},                  // a pure built-in
	}
	for _, c := range cases {
		src := `__constant__ float coef[4];
__global__ void kern(float *a, float *__restrict__ r, volatile float *v, float *out, float x, float k, int n) {
    __shared__ float tile[32];
    int t = threadIdx.x;
    float s = 0;
    for (int j = 0; j < n; j++) { ` + c.body + ` }
    out[t] = s;
}`
		f, diags := File("t.cu", []byte(src))
		if diags.HasErrors() {
			t.Fatalf("%s: %v", c.body, diags)
		}
		var sum *ast.Assign
		for _, fd := range f.Funcs {
			if fd.Name != "kern" {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if a, ok := n.(*ast.Assign); ok && a.Op == token.AddAssign && sum == nil {
					sum = a
				}
				return true
			})
		}
		if sum == nil {
			t.Fatalf("%s: no s += P", c.body)
		}
		// the product LICM moves out is rounded: a __fmul_rn call
		call, rounded := sum.Y.(*ast.Call)
		if rounded && (call.Func == nil || call.Func.Name != "__fmul_rn") {
			t.Fatalf("%s: s += %T", c.body, sum.Y)
		}
		if rounded != c.want {
			t.Errorf("%s: rounded %v, want %v", c.body, rounded, c.want)
		}
	}
}
