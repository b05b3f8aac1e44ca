package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

// helperCalls counts the calls of user functions left in the kernel k.
func helperCalls(t *testing.T, src string) int {
	t.Helper()
	return kernelCalls(t, src, func(c *ast.Call) bool { return c.Func.Kind == ast.ObjFunc })
}

const vectorHelpers = `
__device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ float3 operator*(float s, float3 v) { return make_float3(s * v.x, s * v.y, s * v.z); }
__device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
__device__ float3 lerp(float3 a, float3 b, float t) { return a + t * (b - a); }
__device__ float3 swapxy(float3 v) { return make_float3(v.y, v.x, v.z); }
__device__ float3 cross(float3 a, float3 b) { return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x); }
__device__ float sq(float x) { return x * x; }
__device__ float getx(float3 v) { return v.x; }
__device__ float addf(float a, float b) { return a + b; }
__device__ float setx(float3 v) { return (v.x = 2.0f) + v.y; }
__device__ float incx(float3 &v) { v.x += 1.0f; return v.x; }
__device__ float bumpx(float3 v) { return incx(v) + v.x; }
__device__ __noinline__ float keep(float x) { return x + 1.0f; }
__device__ float fact(float x) { return x <= 1.0f ? 1.0f : x * fact(x - 1.0f); }
__device__ float tick(int *c) { return (float)atomicAdd(c, 1); }
__device__ float cdiv(float a, float b) { float d = a * a + b * b; float n = a * b; return n / d + d; }
`

// inlineTemps counts the temporaries inlining declared in the kernel k.
func inlineTemps(t *testing.T, src string) int {
	t.Helper()
	return kernelNodes(t, src, func(x ast.Node) bool {
		v, ok := x.(*ast.VarDecl)
		return ok && v.Temp
	})
}

func TestInlineHelpers(t *testing.T) {
	cases := []struct {
		name, body   string
		calls, temps int // user function calls left in k, temporaries made
	}{
		{"nested operators", `float3 a = o[0], b = o[1]; o[2] = lerp(a, b, t);`, 0, 0},
		{"compound assignment", `float3 a = o[0], b = o[1]; a += t * b; o[2] = a;`, 0, 0},
		{"component of a built vector", `float3 a = o[0]; o[2].x = swapxy(a + a).x;`, 0, 0},
		{"a pure argument read once", `o[0].x = sq(t) + keep(t);`, 1, 0},
		// cross reads each component of each argument twice: a vector
		// built from sums is computed once, each component into a
		// temporary of its own
		{"built vector read twice", `float3 a = o[0], b = o[1]; o[2] = cross(a + b, b);`, 0, 3},
		// a helper that declares locals before its return is inlined, its
		// locals bound as its parameters are (one read: substituted; more:
		// a temporary)
		{"locals before the return", `o[0].x = cdiv(t, o[1].y);`, 0, 2},
		{"register arguments read twice", `float3 a = o[0], b = o[1]; o[2] = cross(a, b);`, 0, 0},
		{"loads", `o[2] = lerp(o[0], o[1], t);`, 0, 2},
		{"a register scalar read three times", `float3 a = o[0]; o[2] = t * a;`, 0, 0},
		{"an argument computed and read three times", `float3 a = o[0]; o[2] = (t * t) * a;`, 0, 1},
		{"noinline", `o[0].x = keep(t);`, 1, 0},
		{"recursion inlines once", `o[0].x = fact(t);`, 1, 0},
		// tick's atomicAdd stays a call; its result goes into a temporary
		{"an argument with an effect", `o[0].x = sq(tick(c));`, 1, 1},
		// ... and so does an argument before it, read before the effect
		{"an argument before an effect", `o[0].x = addf(t, tick(c));`, 1, 2},
		{"a constant before an effect", `o[0].x = addf(2.0f, tick(c));`, 1, 1},
		// the function copied b before adding to a: a += swapxy(a) reads a
		{"an argument reading the target", `float3 a = o[0]; a += swapxy(a); o[1] = a;`, 0, 1},
		// an element in memory is a target too (p[i] += v * dt fuses, as
		// nvcc's inlining lets it); an argument read through the same
		// pointer is copied first, as the function took it by value
		{"a target that is memory", `o[0] += o[1];`, 0, 1},
		{"a target in memory, a register argument", `float3 b = o[1]; o[0] += b;`, 0, 0},
		// getx reads x: the built vector's other components are computed
		// into a temporary rather than dropped
		{"an unread component with an effect", `o[0].x = getx(make_float3(t, tick(c), t));`, 1, 1},
		{"an unread component read from memory", `o[1].x = getx(make_float3(t, o[2].y, t));`, 0, 1},
		{"unread pure components", `o[1].x = getx(make_float3(t, t * t, t + 1.0f));`, 0, 0},
		// setx writes its own copy of v: inlined, it would write a
		{"a function assigning to its parameter", `float3 a = o[0]; o[1].x = setx(a) + a.x;`, 1, 0},
	}
	for _, tc := range cases {
		src := vectorHelpers + "__global__ void k(float3 *o, float t, int *c) { " + tc.body + " }"
		if got := helperCalls(t, src); got != tc.calls {
			t.Errorf("%s: %d calls left, want %d", tc.name, got, tc.calls)
		}
		if got := inlineTemps(t, src); got != tc.temps {
			t.Errorf("%s: %d temporaries, want %d", tc.name, got, tc.temps)
		}
	}
}

// A function that passes its parameter on by reference stays a call:
// inlined, incx would add to the caller's variable, not bumpx's copy.
func TestInlineKeepsReferenceCalls(t *testing.T) {
	src := vectorHelpers + "__global__ void k(float3 *o, float t, int *c) { float3 a = o[0]; o[1].x = bumpx(a) + a.x; }"
	bumpx := kernelCalls(t, src, func(c *ast.Call) bool { return c.Func.Name == "bumpx" })
	if bumpx != 1 {
		t.Errorf("%d calls of bumpx left, want 1", bumpx)
	}
}

// Host code is left alone: the host never fuses.
func TestInlineHelpersDeviceOnly(t *testing.T) {
	src := vectorHelpers + `
__host__ __device__ float hsq(float x) { return x * x; }
float host(float t) { return hsq(t) + 1.0f; }
__global__ void k(float3 *o, float t, int *c) { o[0].x = hsq(t) + 1.0f; }`
	f, diags := File("t.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatalf("%v", diags)
	}
	for _, fd := range f.Funcs {
		calls := 0
		ast.Inspect(fd.Body, func(x ast.Node) bool {
			if c, ok := x.(*ast.Call); ok && c.Func != nil && c.Func.Kind == ast.ObjFunc {
				calls++
			}
			return true
		})
		switch fd.Name {
		case "host":
			if calls != 1 {
				t.Errorf("host code: %d calls, want 1", calls)
			}
		case "k":
			if calls != 0 {
				t.Errorf("kernel: %d calls, want 0", calls)
			}
		}
	}
}

// Helpers on the program's own structs: a braced return, a struct filled
// field by field, operator+= returning its reference (free, and a member's
// through this), a struct of nine fields, and a kernel template whose
// argument is deduced at its launch. Each is inlined whole.
func TestInlineStructHelpers(t *testing.T) {
	const helpers = `
struct W { float x, y; };
__device__ W add(W a, W b) { return {a.x + b.x, a.y + b.y}; }
__device__ W mul(float s, W a) { W r; r.x = s * a.x; r.y = s * a.y; return r; }
__device__ float3 &operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; return a; }
struct V { float x, y; __device__ V &operator+=(const V &o) { x += o.x; y += o.y; return *this; } };
struct M3 { float a, b, c, d, e, f, g, h, i; };
__device__ M3 scale(M3 m, float s) { return {m.a * s, m.b * s, m.c * s, m.d * s, m.e * s, m.f * s, m.g * s, m.h * s, m.i * s}; }
__device__ float trace(M3 m) { return m.a + m.e + m.i; }
struct S { float3 pos, vel; };
`
	for _, tc := range []struct{ name, body string }{
		{"a braced return and a filled struct", `W p = {t, t}, v = {o[0].x, o[0].y}; W q = add(p, mul(t, v)); o[1].x = q.x;`},
		{"operator+= on a register struct's member", `S s; s.pos = o[0]; s.vel = o[1]; s.pos += s.vel; o[2] = s.pos;`},
		{"a member operator+= returning *this", `V a = {t, t}, b = {o[0].x, t}; a += b; o[1].y = a.x;`},
		{"nine fields", `M3 m = {t, t, t, t, t, t, t, t, t}; o[0].x = trace(scale(m, t)) + scale(m, t).h;`},
	} {
		src := helpers + "__global__ void k(float3 *o, float t) { " + tc.body + " }"
		if got := helperCalls(t, src); got != 0 {
			t.Errorf("%s: %d calls left, want 0", tc.name, got)
		}
	}
	src := helpers + `
template <typename T> __global__ void kt(T *o, T t) { W p = {t, t}; o[0] = add(p, mul(t, p)).x; }
int main() { kt<<<1, 1>>>((float *)0, 1.0f); return 0; }`
	f, diags := File("t.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatalf("%v", diags)
	}
	found := false
	for _, fd := range f.Funcs {
		if fd.Name != "kt<float>" {
			continue
		}
		found = true
		ast.Inspect(fd.Body, func(x ast.Node) bool {
			if c, ok := x.(*ast.Call); ok && c.Func != nil && c.Func.Kind == ast.ObjFunc {
				t.Errorf("the deduced instance kt<float> still calls %s", c.Func.Name)
			}
			return true
		})
	}
	if !found {
		t.Errorf("no instance kt<float> among the file's functions")
	}
}
