package check

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
)

// kernelNodes counts the nodes in the kernel k of the checked src that
// match.
func kernelNodes(t *testing.T, src string, match func(ast.Node) bool) int {
	t.Helper()
	f, diags := File("t.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatalf("%v", diags)
	}
	n := 0
	for _, fd := range f.Funcs {
		if fd.Name != "k" {
			continue
		}
		ast.Inspect(fd.Body, func(x ast.Node) bool {
			if match(x) {
				n++
			}
			return true
		})
	}
	return n
}

// kernelCalls counts the calls in the kernel k that match.
func kernelCalls(t *testing.T, src string, match func(*ast.Call) bool) int {
	t.Helper()
	return kernelNodes(t, src, func(x ast.Node) bool {
		c, ok := x.(*ast.Call)
		return ok && c.Func != nil && match(c)
	})
}

// unfusedCalls counts the __fmul_rn/__dmul_rn calls in the kernel k.
func unfusedCalls(t *testing.T, src string) int {
	t.Helper()
	return kernelCalls(t, src, func(c *ast.Call) bool { return strings.HasSuffix(c.Func.Name, "mul_rn") })
}

func TestUnfuseSharedProducts(t *testing.T) {
	cases := []struct {
		name, body string
		want       int
	}{
		// Mandelbrot: zr*zr and zi*zi feed the condition and t (4 uses).
		{"loop condition and body", `float zr = 0, zi = 0; int it = 0;
			while (zr * zr + zi * zi <= 4.0f && it < 100) { float t = zr * zr - zi * zi + cr; zi = 2.0f * zr * zi + ci; zr = t; it++; }
			o[0] = it;`, 4},
		{"single use fuses", `float a = cr * ci + 1.0f; o[0] = a;`, 0},
		// A shared product that only sums and differences read fuses into
		// each (x_fma_multiuse2); a plain read (here a factor of another
		// product) keeps all its reads rounded, which the cases below use
		// to show that the products were found equal: the one read by a
		// sum becomes __fmul_rn (the plain read needs no marking).
		{"sums alone", `o[0] = cr * ci + 1.0f + (ci * cr - 2.0f);`, 0},
		{"a sum and a difference from a constant", `float a = cr * ci + 1.0f; float b = 2.0f - ci * cr; o[0] = a * b;`, 0},
		{"same statement", `o[0] = cr * ci + 1.0f + (ci * cr) * 2.0f;`, 1},
		{"two shared products in a sum", `float a = cr * cr + ci * ci; float b = cr * cr - ci * ci; o[0] = a * b;`, 2},
		{"the product with more reads rounded", `float a = cr * cr + ci * ci; float b = ci * ci + 1.0f; float c = ci * ci + 2.0f; o[0] = a * b * c;`, 1},
		{"assignment in between", `float x = cr; float a = x * x + 1.0f; x = ci; float b = x * x - 1.0f; o[0] = a + b;`, 0},
		{"store through pointer forgets loads", `float a = p[0] * cr + 1.0f; p[0] = 3.0f; float b = p[0] * cr + 2.0f; o[0] = a + b;`, 0},
		{"loads without a store are shared", `float a = p[1] * cr + 1.0f; float b = (cr * p[1]) * 2.0f; o[0] = a + b;`, 1},
		{"branch products do not leak out", `float a = 0; if (cr > 0) a = cr * ci + 1.0f; float b = cr * ci - 1.0f; o[0] = a + b;`, 0},
		{"condition products reach both branches", `float a; if (cr * ci > 0.5f) a = cr * ci + 1.0f; else a = ci * cr - 1.0f; o[0] = a;`, 2},
		{"double", `double d = (double)cr; o[0] = (float)(d * d + 1.0 + (d * d) * 2.0);`, 1},
		// a sum computed again as a whole (a dot product, then the same
		// with one more term: x_helper_math) keeps its products' one use
		{"a sum computed again", `float a = cr * cr + ci * ci; float b = cr * cr + ci * ci + p[0] * ci; o[0] = a + b;`, 0},
		{"a sum computed again in part", `float a = cr * cr + ci * ci; float b = cr * cr + ci * cr; o[0] = a + b;`, 2},
		// a copy holds the same value until either is assigned
		// (x_inline_helpers: r3 = p; r3 += dt * v is p + dt * v)
		{"a copy", `float x = cr; float a = x * ci + 1.0f; float b = (cr * ci) * 2.0f; o[0] = a + b;`, 1},
		{"a copy assigned", `float x = cr; x = x + 1.0f; float a = x * ci + 1.0f; float b = cr * ci - 1.0f; o[0] = a + b;`, 0},
		{"a copy's source assigned", `float x = cr; cr = ci; float a = x * ci + 1.0f; float b = cr * ci - 1.0f; o[0] = a + b;`, 0},
		{"a copied vector's member", `float2 v = make_float2(cr, ci); float2 w = v; float a = w.x * ci + 1.0f; float b = (v.x * ci) * 2.0f; o[0] = a + b;`, 1},
		{"another member assigned", `float2 v = make_float2(cr, ci); float2 w = v; w.x += 1.0f; float a = w.y * cr + 1.0f; float b = (v.y * cr) * 2.0f; o[0] = a + b;`, 1},
		{"the member assigned", `float2 v = make_float2(cr, ci); float2 w = v; w.x += 1.0f; float a = w.x * ci + 1.0f; float b = v.x * ci - 1.0f; o[0] = a + b;`, 0},
		{"the same sum through a copy", `float x = cr; float a = cr + ci * ci; float b = x + ci * ci; o[0] = a * b;`, 0},
		{"the same sum as a compound assignment", `float x = cr; float a = cr + ci * ci; x += ci * ci; o[0] = a * x;`, 0},
		{"copied on one path only", `float x = ci; if (cr > 0) x = cr; float a = x * ci + 1.0f; float b = cr * ci - 1.0f; o[0] = a + b;`, 0},
		// A branch that stores stays a branch; GVN computes its product
		// on the other path for an equal one in the block after the join,
		// and only there (x_fma_partial_region).
		{"a branch's product right after the join", `if (cr > 0) o[1] = cr * ci + 1.0f; o[2] = cr * ci - 1.0f;`, 2},
		{"a branch's product past another branch", `if (cr > 0) o[1] = cr * ci + 1.0f; if (ci > 0) o[3] = 1.0f; o[2] = cr * ci - 1.0f;`, 0},
		{"a branch's product in a later branch", `if (cr > 0) o[1] = cr * ci + 1.0f; o[3] = 2.0f; if (ci > 0) o[2] = cr * ci - 1.0f;`, 0},
		{"a branch's product past a loop", `if (cr > 0) o[1] = cr * ci + 1.0f; for (int i = 0; i < (int)ci; i++) o[4 + i] = 0; o[2] = cr * ci - 1.0f;`, 0},
		{"the join's product reaches past a branch", `if (cr > 0) o[1] = cr * ci + 1.0f; o[2] = cr * ci - 1.0f; if (ci > 0) o[3] = 1.0f; o[4] = cr * ci - 2.0f;`, 3},
		{"a product dominating a branch", `o[1] = cr * ci + 1.0f; if (ci > 0) o[2] = cr * ci - 1.0f;`, 2},
		// if (true) is no branch: its statement is in the block around it
		// (x_fma_dominating's r4 and r5).
		{"if (true) right after the join", `if (cr > 0) o[1] = cr * ci + 1.0f; if (true) { o[2] = cr * ci - 1.0f; }`, 2},
		{"a product inside if (true)", `if (true) { o[1] = cr * ci + 1.0f; } if (ci > 0) o[2] = cr * ci - 1.0f;`, 2},
		{"if (false)'s product is folded away", `if (false) { o[1] = cr * ci + 1.0f; } o[2] = cr * ci - 1.0f;`, 0},
		// A product by a constant on every path is computed again beside
		// each add in another block (ptxas), through a phi or in one block
		// it is one value (x_fma_constant_factor).
		{"a constant factor's product in a later branch", `o[1] = cr * 1e-3f + 1.0f; if (ci > 0) o[2] = cr * 1e-3f - 1.0f;`, 0},
		{"a constant factor's product through a phi", `if (ci > 0) { o[3] = 0; o[1] = cr * 1e-3f + 1.0f; } o[2] = cr * 1e-3f - 1.0f;`, 2},
		{"a constant factor's product past the join's", `if (ci > 0) { o[3] = 0; o[1] = cr * 1e-3f + 1.0f; } o[2] = cr * 1e-3f - 1.0f; if (ci > 1) o[4] = 0; o[5] = cr * 1e-3f - 2.0f;`, 3},
		{"a constant factor's product in one block", `float q = cr * 1e-3f; o[1] = q; o[2] = cr * 1e-3f - 1.0f;`, 1},
		{"a constant factor's product in one block, then in a branch", `float q = cr * 1e-3f; o[1] = q; o[2] = cr * 1e-3f - 1.0f; if (ci > 0) o[3] = cr * 1e-3f - 2.0f;`, 1},
		// x - 0.0 is x, and so is x*x + 0.0 (zeroadd.go): the product is
		// then read as a value, or fuses with the add around.
		{"a square plus zero is the square", `float q = cr * cr + 0.0f; o[1] = q; o[2] = cr * cr - ci;`, 1},
		{"a product plus zero stays a sum", `float q = cr * ci + 0.0f; o[1] = q; o[2] = cr * ci - ci;`, 0},
		{"a product minus zero is the product", `float q = cr * ci - 0.0f; o[1] = q; o[2] = cr * ci - ci;`, 1},
		// sinhf, tanhf and erff compute the square of their argument
		// inside libdevice, one value with the kernel's
		// (x_fma_library_squares).
		{"a square sinhf computes too", `float s = cr * cr + ci; o[1] = sinhf(cr); o[2] = s;`, 1},
		{"a square tanhf computed before", `o[1] = tanhf(cr); o[2] = cr * cr + ci;`, 1},
		{"coshf computes no square", `float s = cr * cr + ci; o[1] = coshf(cr); o[2] = s;`, 0},
		{"tanh in double", `double d = cr; o[1] = (float)tanh(d); o[2] = (float)(d * d + 1.0);`, 1},
		{"sinh in double computes no square", `double d = cr; o[1] = (float)sinh(d); o[2] = (float)(d * d + 1.0);`, 0},
	}
	for _, tc := range cases {
		src := "__global__ void k(float *o, float *p, float cr, float ci) {\n" + tc.body + "\n}\nint main() { return 0; }\n"
		if got := unfusedCalls(t, src); got != tc.want {
			t.Errorf("%s: %d unfused products, want %d", tc.name, got, tc.want)
		}
	}
	// Host code is never fused, so it is left alone.
	host := "float k(float a, float b) { return a * b + 1.0f + (a * b - 1.0f); }\nint main() { return 0; }\n"
	if got := unfusedCalls(t, host); got != 0 {
		t.Errorf("host function: %d unfused products, want 0", got)
	}
}
