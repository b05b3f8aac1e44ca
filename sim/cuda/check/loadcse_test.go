package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

// elementsOf counts the elements of the pointer named p that kernel k reads
// or writes (the Index nodes over p).
func elementsOf(t *testing.T, src, p string) int {
	t.Helper()
	return kernelNodes(t, src, func(x ast.Node) bool {
		ix, ok := x.(*ast.Index)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(ix.X).(*ast.Ident)
		if c, isCast := ast.Unparen(ix.X).(*ast.Cast); isCast {
			id, ok = ast.Unparen(c.X).(*ast.Ident)
		}
		return ok && id.Name == p
	})
}

func TestHoistRepeatedLoads(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		in         int // the Index nodes over in after checking
	}{
		{"product of one element", "out[i] = in[i] * in[i];", 1},
		{"declaration", "int v = in[i] + 2 * in[i]; out[i] = v;", 1},
		{"inside a branch", "if (i < n) out[i] = in[i] * in[i];", 1},
		{"condition and branch", "if (in[i]) atomicAdd(&out[0], in[i]);", 1},
		{"two elements", "out[i] = in[i] * in[i + 1] + in[i + 1];", 2},
		{"different elements", "out[i] = in[i] * in[i + 1];", 2},
		{"first under ?:", "out[i] = i < n ? in[i] : in[i] + 1;", 2},
		{"first on the right of &&", "out[i] = i < n && in[i] > 0 && in[i] < 5;", 2},
		{"left of && then right", "out[i] = in[i] > 0 && in[i] < 5;", 1},
		{"an atomic in between", "out[i] = in[i] + atomicAdd(&out[0], 1) + in[i];", 2},
		{"an assignment in between", "out[i] = in[i] + (out[1] = 2) + in[i];", 2},
		{"volatile", "out[i] = vin[i] * vin[i];", 0},
		{"compound assignment", "out[i] += in[i] * in[i];", 1},
	} {
		src := `__global__ void k(int *in, int *out, int n, volatile int *vin) {
    int i = threadIdx.x;
    ` + tc.body + `
}`
		if got := elementsOf(t, src, "in"); got != tc.in {
			t.Errorf("%s: %s reads in %d times, want %d", tc.name, tc.body, got, tc.in)
		}
	}
	// volatile elements are read as often as written
	src := `__global__ void k(volatile int *in, int *out) { out[0] = in[0] * in[0]; }`
	if got := elementsOf(t, src, "in"); got != 2 {
		t.Errorf("volatile: %d reads, want 2", got)
	}
	// host code is left alone
	src = `__global__ void k() {}
int h(int *in) { return in[0] * in[0]; }`
	f, diags := File("t.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, fd := range f.Funcs {
		if fd.Name == "h" && len(fd.Body.List) != 1 {
			t.Errorf("host function h was rewritten: %d statements", len(fd.Body.List))
		}
	}
}

func TestHoistLoadsAcrossStatements(t *testing.T) {
	for _, tc := range []struct {
		name, body, ptr string
		reads           int // the Index nodes over ptr after checking
	}{
		{"two statements", "int v = in[i] * 2; out[i] = in[i] + v;", "in", 1},
		{"a store between", "int v = in[i]; out[i] = v; out[i + 1] = in[i];", "in", 2},
		{"the index assigned between", "int v = in[i]; i = i + 1; out[0] = in[i] + v;", "in", 2},
		{"another variable assigned", "int v = in[i]; n = n + 1; out[0] = in[i] + v + n;", "in", 1},
		{"a barrier between", "int v = in[i]; __syncthreads(); out[i] = in[i] + v;", "in", 2},
		{"condition into the branch", "if (in[i] > in[i + 1]) { int t = in[i]; out[i] = in[i + 1]; out[i + 1] = t; }", "in", 2},
		{"not past the if", "if (n) out[0] = 1; else out[1] = 2; out[i] = in[i]; int v = in[i]; out[0] = v;", "in", 2},
		{"not into a loop", "int v = in[i]; for (int j = 0; j < n; j++) out[j] = in[i] + v;", "in", 2},
		{"members of one element", "float m = s[i].mass; out[i] = (int)(s[i].mass * 2.0f + m);", "s", 1},
		// a store's value is the place's until something may overwrite it
		{"a stored value", "in[i] = n * 2; out[i] = in[i] + 1;", "in", 1},
		{"a stored value, then a store elsewhere", "in[i] = n * 2; out[i] = 1; out[i + 1] = in[i];", "in", 2},
		// the three stores and one read of mass (struct_aos_soa's updateAoS)
		{"other members of the stored element", "s[i].x += s[i].mass; s[i].y -= s[i].mass * 2.0f; s[i].z = s[i].x + s[i].y;", "s", 4},
		{"members of two arrays", "out[i] += in[i]; n = out[i] + in[i];", "in", 2},
		// n's address is taken: assigning n may change *p
		{"a variable that is memory", "int *p = &n; int v = p[0] + in[i]; n = 3; out[i] = p[0] + in[i] + v;", "p", 2},
	} {
		src := `struct B { float x, y, z, mass; };
__global__ void k(int *in, int *out, int n, B *s) {
    int i = threadIdx.x;
    ` + tc.body + `
}`
		if got := elementsOf(t, src, tc.ptr); got != tc.reads {
			t.Errorf("%s: %s reads %s %d times, want %d", tc.name, tc.body, tc.ptr, got, tc.reads)
		}
	}
}
