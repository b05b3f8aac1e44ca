package check

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
)

// overloadSrc declares functions with built-in names; each probe function
// r_<case> holds one call whose resolution the tests look at (host code
// where the program's function is chosen: device code inlines the call,
// inlinehelpers.go).
const overloadSrc = `
__host__ __device__ float3 make_float3(float s) { return make_float3(s, s, s); }
__host__ __device__ float3 make_float3(int3 v) { return make_float3(v.x, v.y, v.z); }
__host__ __device__ float3 fminf(float3 a, float3 b) { return make_float3(fminf(a.x, b.x), fminf(a.y, b.y), fminf(a.z, b.z)); }
__host__ __device__ int2 min(int2 a, int2 b) { return make_int2(min(a.x, b.x), min(a.y, b.y)); }
__host__ __device__ long max(long a, int b) { return a > b ? a : b; }
__host__ __device__ float fmaxf(float a, float b) { return a; }
__host__ float3 r_vec_scalar(float s) { return make_float3(s); }
__host__ float3 r_vec_int3(int3 v) { return make_float3(v); }
__device__ float3 r_vec_builtin(float s) { return make_float3(s, 1, 2.0); }
__host__ float3 r_fminf_user(float3 a) { return fminf(a, a); }
__device__ float r_fminf_builtin(float x) { return fminf(x, 1); }
__host__ int2 r_min_user(int2 a) { return min(a, a); }
__device__ unsigned r_min_builtin(int i) { return min(i, 2u); }
__host__ long r_max_user(int i) { return max(7L, i); }
__host__ int r_max_builtin(int i) { return max(i, 3); }
__host__ float r_fmaxf_replaced(float x) { return fmaxf(x, x); }
int main() { return 0; }
`

// probeCall returns the first call or construct in the probe function name.
func probeCall(t *testing.T, f *ast.File, name string) ast.Expr {
	t.Helper()
	for _, fd := range f.Funcs {
		if fd.Name != name {
			continue
		}
		var found ast.Expr
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if found != nil {
				return false
			}
			switch x := n.(type) {
			case *ast.Call:
				found = x
			case *ast.Construct:
				found = x
			}
			return found == nil
		})
		if found == nil {
			t.Fatalf("%s: no call", name)
		}
		return found
	}
	t.Fatalf("no function %s", name)
	return nil
}

// A call picks the best of the program's functions and the built-in's
// overloads together; picking the built-in compiles as before (a Construct
// for make_<vector>, a call of the built-in object with its signature).
func TestBuiltinOverloadResolution(t *testing.T) {
	f, diags := File("t.cu", []byte(overloadSrc))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, tc := range []struct {
		probe string
		user  string // the program's function called, "" for the built-in
		sig   string // the built-in's signature chosen
	}{
		{"r_vec_scalar", "make_float3", ""},
		{"r_vec_int3", "make_float3#2", ""},
		{"r_vec_builtin", "", "construct"},
		{"r_fminf_user", "fminf", ""},
		{"r_fminf_builtin", "", "float (float, float)"},
		{"r_min_user", "min", ""},
		{"r_min_builtin", "", "unsigned int (unsigned int, unsigned int)"},
		{"r_max_user", "max", ""},
		{"r_max_builtin", "", "int (int, int)"},
		{"r_fmaxf_replaced", "fmaxf", ""},
	} {
		x := probeCall(t, f, tc.probe)
		switch e := x.(type) {
		case *ast.Construct:
			if tc.sig != "construct" {
				t.Errorf("%s: built-in make_float3 chosen, want %q %q", tc.probe, tc.user, tc.sig)
			}
		case *ast.Call:
			switch {
			case e.Func == nil:
				t.Errorf("%s: call without a function", tc.probe)
			case tc.user != "" && (e.Func.Kind != ast.ObjFunc || e.Func.Name != tc.user):
				t.Errorf("%s: calls %s (kind %v), want the program's %s", tc.probe, e.Func.Name, e.Func.Kind, tc.user)
			case tc.user == "" && e.Func.Kind != ast.ObjBuiltinFunc:
				t.Errorf("%s: calls the program's %s, want the built-in", tc.probe, e.Func.Name)
			case tc.user == "" && e.Sig.String() != tc.sig:
				t.Errorf("%s: built-in signature %s, want %s", tc.probe, e.Sig, tc.sig)
			}
		}
	}
}

// Calls that no version takes, or that two fit equally well, are errors
// that name the candidates.
func TestBuiltinOverloadErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"__device__ float fminf(float a, double b) { return a; }\n__device__ float k(float x) { return fminf(x, 3); }\nint main() { return 0; }\n",
			"call of fminf(float, int) is ambiguous: the program's fminf(float, double) and the built-in fminf(float, float) fit it equally well"},
		{"__device__ float3 fminf(float3 a, float3 b) { return a; }\n__device__ float3 k(float3 a) { return fminf(a, 1.0f); }\nint main() { return 0; }\n",
			"no version of fminf takes (float3, float)"},
		{"__device__ float3 make_float3(float s) { return make_float3(s, s, s); }\n__device__ float3 k(float s) { return make_float3(s, s); }\nint main() { return 0; }\n",
			"no version of make_float3 takes (float, float)"},
	} {
		_, diags := File("t.cu", []byte(tc.src))
		if !strings.Contains(diags.Error(), tc.want) {
			t.Errorf("errors %q, want %q", diags.Error(), tc.want)
		}
	}
}

// A function template of a built-in's name keeps hiding the built-in, as
// before (the lab resolves templates among themselves only). __noinline__
// keeps the call for the test to find.
func TestBuiltinOverloadTemplateHides(t *testing.T) {
	f, diags := File("t.cu", []byte("template <typename T> __noinline__ __device__ T max(T a, T b) { return b < a ? a : b; }\n__device__ int r(int i) { return max(i, 3); }\nint main() { return 0; }\n"))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if c, ok := probeCall(t, f, "r").(*ast.Call); !ok || c.Func == nil || c.Func.Kind != ast.ObjFunc {
		t.Errorf("max(i, 3) does not call the template's instance")
	}
}

// helper_math.h builds in once however often it is included, overloads
// the built-ins it shares names with, and has the samples' gaps: the
// unary minus takes a variable (a non-const reference) and there is no
// float - float4.
func TestHelperMathHeader(t *testing.T) {
	const prog = `#include "helper_math.h"
#include <helper_math.h>
__global__ void k(float4 *o, int2 *oi) {
    float3 a = make_float3(1, 2, 3), b = make_float3(0.5f);
    float3 c = lerp(a, b, 0.25f) + 2.0f * normalize(cross(a, b)) - reflect(a, b) / 3.0f;
    c += fminf(a, b) * fmaxf(a, b) + floorf(c) - fracf(c) + fmodf(c, b) + fabs(-a);
    int2 i = clamp(make_int2(7, -3), 0, 5) + min(make_int2(1), max(make_int2(2), abs(make_int2(-4, 4))));
    o[0] = make_float4(c, dot(a, b) + length(c) + smoothstep(0.0f, 1.0f, 0.5f) + clamp(2.0f, 0.0f, 1.0f));
    oi[0] = i + make_int2(make_float2(c)) * 2 - 1;
}
int main() { uint u = 3; uint3 v = make_uint3(u) + 1u; return (int)dot(v, v); }
`
	if _, diags := File("t.cu", []byte(prog)); diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, tc := range []struct{ body, want string }{
		{"float3 a = make_float3(1.0f); float3 b = -(a + a);", "no operator- takes (float3)"},
		{"float4 a = make_float4(1.0f); float4 b = 1.0f - a;", "no operator- takes (float, float4)"},
		{"int3 a = make_int3(1); int3 b = a / 2;", "no operator/ takes (int3, int)"},
	} {
		_, diags := File("t.cu", []byte("#include \"helper_math.h\"\n__global__ void k() { "+tc.body+" }\nint main() { return 0; }\n"))
		if !strings.Contains(diags.Error(), tc.want) {
			t.Errorf("%s: errors %q, want %q", tc.body, diags.Error(), tc.want)
		}
	}
}
