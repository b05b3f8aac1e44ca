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
__device__ __noinline__ float keep(float x) { return x + 1.0f; }
__device__ float fact(float x) { return x <= 1.0f ? 1.0f : x * fact(x - 1.0f); }
__device__ float tick(int *c) { return (float)atomicAdd(c, 1); }
`

func TestInlineHelpers(t *testing.T) {
	cases := []struct {
		name, body string
		want       int // user function calls left in k
	}{
		{"nested operators", `float3 a = o[0], b = o[1]; o[2] = lerp(a, b, t);`, 0},
		{"compound assignment", `float3 a = o[0], b = o[1]; a += t * b; o[2] = a;`, 0},
		{"component of a built vector", `float3 a = o[0]; o[2].x = swapxy(a + a).x;`, 0},
		{"a pure argument read once", `o[0].x = sq(t) + keep(t);`, 1},
		// cross reads each component of each argument twice: a vector
		// built from sums would be computed twice, so that call stays
		{"built vector read twice", `float3 a = o[0], b = o[1]; o[2] = cross(a + b, b);`, 1},
		{"register arguments read twice", `float3 a = o[0], b = o[1]; o[2] = cross(a, b);`, 0},
		// loads stay where they were, and the call with them
		{"a load read twice", `o[2] = lerp(o[0], o[1], t);`, 1},
		{"a register scalar read three times", `float3 a = o[0]; o[2] = t * a;`, 0},
		{"an argument computed and read three times", `float3 a = o[0]; o[2] = (t * t) * a;`, 1},
		{"noinline", `o[0].x = keep(t);`, 1},
		{"recursion inlines once", `o[0].x = fact(t);`, 1},
		{"an argument with an effect", `o[0].x = sq(tick(c));`, 2},
		// the function copied b before adding to a: a += swapxy(a) reads a
		{"an argument reading the target", `float3 a = o[0]; a += swapxy(a); o[1] = a;`, 1},
		{"a target that is memory", `o[0] += o[1];`, 1},
		// getx reads x: the built vector's other components would be dropped
		{"an unread component with an effect", `o[0].x = getx(make_float3(t, tick(c), t));`, 2},
		{"an unread component read from memory", `o[1].x = getx(make_float3(t, o[2].y, t));`, 1},
		{"unread pure components", `o[1].x = getx(make_float3(t, t * t, t + 1.0f));`, 0},
	}
	for _, tc := range cases {
		src := vectorHelpers + "__global__ void k(float3 *o, float t, int *c) { " + tc.body + " }"
		if got := helperCalls(t, src); got != tc.want {
			t.Errorf("%s: %d calls left, want %d", tc.name, got, tc.want)
		}
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
