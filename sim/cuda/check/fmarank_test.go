package check

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// roundedProducts lists the products the kernel k of src rounds (the
// __fmul_rn and __dmul_rn calls), each as its operands' names.
func roundedProducts(t *testing.T, src string) []string {
	t.Helper()
	var out []string
	kernelCalls(t, src, func(c *ast.Call) bool {
		if !strings.HasSuffix(c.Func.Name, "mul_rn") {
			return false
		}
		out = append(out, spelled(c.Args[0])+"*"+spelled(c.Args[1]))
		return true
	})
	return out
}

// spelled spells a variable, a call of one (expf(a)) or a product of two.
func spelled(e ast.Expr) string {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return x.Name
	case *ast.Cast:
		return "(" + x.T.String() + ")" + spelled(x.X)
	case *ast.Call:
		if len(x.Args) == 1 {
			return x.Func.Name + "(" + spelled(x.Args[0]) + ")"
		}
	case *ast.Binary:
		return "(" + spelled(x.X) + x.Op.String() + spelled(x.Y) + ")"
	}
	return "?"
}

func TestOrderProductSums(t *testing.T) {
	const loads = "float a = p[0], b = p[1], c = p[2], d = p[3], e = p[4]; int i = q[0];\n"
	cases := []struct {
		name, body string
		rounded    string // the rounded products, space-separated
	}{
		{"lower rank on the left", "o[0] = a * b + c * d;", ""},
		{"lower rank on the right", "o[0] = c * d + a * b;", "c*d"},
		{"tie: the left fuses", "o[0] = a * c + b * c;", ""},
		{"a conversion of the last load", "o[0] = (float)i * a + b * c;", "(float)i*a"},
		{"a call ranks above the loads", "o[0] = expf(a) * b + c * d;", "expf(a)*b"},
		{"a call on the right", "o[0] = a * b + c * expf(d);", ""},
		{"a speculatable call is arithmetic", "o[0] = fabsf(a) * b + c * d;", ""},
		{"depth counts", "o[0] = ((a * b) * b) * b + c * c;", "((a*b)*b)*b"},
		{"the kernel's parameters rank lowest", "o[0] = a * b + x * y;", "a*b"},
		{"a local of straight-line code", "float u = d * e; o[0] = u * c + a * b;", "u*c"},
		{"a local of a loop is a phi after it, ranked after the loads", "float u = d; for (int k = 0; k < i; k++) u += 1.0f; o[0] = u * c + a * b;", "u*c"},
		{"a difference is ptxas's", "o[0] = c * d - a * b;", ""},
		{"a difference across sqrtf's slow path", "o[0] = a * b - c * sqrtf(d);", "a*b"},
		{"double", "double u = a, v = b, w = c, z = d; o[0] = w * z + u * v;", "w*z"},
		{"before a branching call", "o[0] = a * b + sinf(c);", "a*b"},
		{"a square moves past it", "o[0] = a * a + sinf(c);", ""},
		{"variables read later move past it", "o[0] = a * b + sinf(c); o[1] = a - b;", ""},
		{"one variable read later", "o[0] = a * b + sinf(c); o[1] = a;", ""},
		{"its own argument, read after its branches", "o[0] = a * b - log1pf(a);", ""},
		{"a call with a constant argument", "o[0] = a * b + fmodf(c, 2.0f);", ""},
		{"a call that does not branch", "o[0] = a * b + tanf(c);", ""},
		{"after the call", "o[0] = sinf(c) + a * b;", ""},
	}
	for _, tc := range cases {
		src := "__global__ void k(float *o, const float *p, const int *q, float x, float y) {\n" + loads + tc.body + "\n}\nint main() { return 0; }\n"
		got := strings.Join(roundedProducts(t, src), " ")
		if got != tc.rounded {
			t.Errorf("%s: rounded %q, want %q", tc.name, got, tc.rounded)
		}
	}
}

func TestProductSumSides(t *testing.T) {
	const loads = "float a = p[0], b = p[1], c = p[2], d = p[3], e = p[4];\n"
	cases := []struct {
		name, body string
		want       ast.FuseSide
	}{
		{"a local of lower rank", "float u = a * b; o[0] = u + c * d;", ast.FuseLeft},
		{"a written product of lower rank", "float u = c * d; o[0] = u + a * b;", ast.FuseRight},
		{"a local on the right", "float u = a * b; o[0] = d * e + u;", ast.FuseRight},
		{"two locals", "float u = c * d, v = a * b; o[0] = u + v;", ast.FuseRight},
		{"a local that is no product", "float u = c + d; o[0] = u + a * b;", ast.FuseUnknown},
		{"a local reassigned", "float u = c * d; u += 1.0f; o[0] = u + a * b;", ast.FuseUnknown},
		{"a difference", "float u = c * d; o[0] = u - a * b;", ast.FuseUnknown},
	}
	for _, tc := range cases {
		src := "__global__ void k(float *o, const float *p) {\n" + loads + tc.body + "\n}\nint main() { return 0; }\n"
		var got []ast.FuseSide
		kernelNodes(t, src, func(n ast.Node) bool {
			if b, ok := n.(*ast.Binary); ok && (b.Op == token.Add || b.Op == token.Sub) && b.Y.Type() != nil && types.IsFloat(b.Y.Type()) {
				if _, lit := ast.Unparen(b.Y).(*ast.FloatLit); !lit {
					got = append(got, b.Fuse)
				}
			}
			return false
		})
		if len(got) == 0 || got[len(got)-1] != tc.want {
			t.Errorf("%s: Fuse %v, want %v", tc.name, got, tc.want)
		}
	}
}
