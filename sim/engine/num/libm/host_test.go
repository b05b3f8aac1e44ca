package libm

import (
	"math"
	"sort"
	"testing"
)

// specials64 are the arguments where glibc's functions branch on their own: zeros,
// infinities, NaNs with payloads and signs, subnormals, the ends of the range.
var specials64 = []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1),
	math.Float64frombits(0x7ff0000000000001), math.Float64frombits(0xfff8000000000123),
	math.Float64frombits(1), math.Float64frombits(0x800fffffffffffff), math.MaxFloat64,
	-math.MaxFloat64, 1, -1, 0.5, -0.5, 2, -2, 1e-300, 710, -746}

// hostGeneric is the engine's float64 function for a host model (the recordings' generic1,
// and the functions they do not cover).
func hostGeneric(name string) func(float64) float64 {
	if g := generic1[name]; g != nil {
		return g
	}
	return map[string]func(float64) float64{"asinh": math.Asinh, "acosh": math.Acosh,
		"atanh": math.Atanh}[name]
}

// TestHostSpecials runs every host model on the special arguments (in pairs for the
// two-argument ones): none may panic, and a NaN argument must come back quieted with its
// payload, as x86 passes it on.
func TestHostSpecials(t *testing.T) {
	var names []string
	for name := range hostDouble1 {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		f := Double1(name, false, hostGeneric(name))
		for _, x := range specials64 {
			r := f(x)
			if x != x && math.Float64bits(r) != math.Float64bits(x)|1<<51 {
				t.Errorf("%s(%#x) = %#x, want the quieted argument", name, math.Float64bits(x), math.Float64bits(r))
			}
		}
		f32 := Float1(name, false, hostGeneric(name))
		for _, x := range specials64 {
			if x32 := float32(x); x32 != x32 {
				if r := f32(x32); math.Float32bits(r) != math.Float32bits(x32)|0x400000 {
					t.Errorf("%sf(%#x) = %#x, want the quieted argument", name, math.Float32bits(x32), math.Float32bits(r))
				}
			} else {
				f32(x32)
			}
		}
	}
	for name := range hostDouble2 {
		f := Double2(name, false, generic2[name])
		for _, x := range specials64 {
			for _, y := range specials64 {
				f(x, y)
			}
		}
	}
}

// TestHostInvalidNaN pins the NaN glibc gives for an argument outside the domain: +NaN from
// the SVID wrappers of asin, acos, log10 and tgamma, x86's default NaN (-NaN) from the others' own
// (x-x)/(x-x) or their wrappers' zero/zero.
func TestHostInvalidNaN(t *testing.T) {
	for _, tc := range []struct {
		name string
		x    float64
		want uint64
	}{
		{"asin", 2, 0x7ff8000000000000}, {"acos", math.Inf(-1), 0x7ff8000000000000},
		{"log1p", -2, 0xfff8000000000000}, {"log1p", math.Inf(-1), 0xfff8000000000000},
		{"tan", math.Inf(1), 0xfff8000000000000}, {"log10", -1, 0x7ff8000000000000},
		{"acosh", 0.5, 0xfff8000000000000}, {"atanh", -2, 0xfff8000000000000},
		{"tgamma", -2, 0x7ff8000000000000}, {"tgamma", math.Inf(-1), 0x7ff8000000000000},
	} {
		if r := Double1(tc.name, false, hostGeneric(tc.name))(tc.x); math.Float64bits(r) != tc.want {
			t.Errorf("%s(%g) = %#x, want %#x", tc.name, tc.x, math.Float64bits(r), tc.want)
		}
		f32 := Float1(tc.name, false, hostGeneric(tc.name))
		want32 := uint32(tc.want>>32) & 0xffc00000
		if r := f32(float32(tc.x)); math.Float32bits(r) != want32 {
			t.Errorf("%sf(%g) = %#x, want %#x", tc.name, tc.x, math.Float32bits(r), want32)
		}
	}
}
