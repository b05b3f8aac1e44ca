package libdevice

import (
	"math"
	"testing"
)

// The bit-exact comparison with the H200 runs in package libm (tests/gpu/math recordings);
// these are the special values, which the random arguments reach rarely.
func TestSpecialValues(t *testing.T) {
	inf := float32(math.Inf(1))
	nan := math.Float32frombits(0x7fffffff)
	for _, tc := range []struct {
		name string
		f    func(float32) float32
		x    float32
		want uint32
	}{
		{"logf(0)", Logf, 0, 0xff800000},
		{"logf(-0)", Logf, float32(math.Copysign(0, -1)), 0xff800000},
		{"logf(-1)", Logf, -1, 0x7fffffff},
		{"logf(inf)", Logf, inf, 0x7f800000},
		{"logf(1)", Logf, 1, 0},
		{"log2f(8)", Log2f, 8, math.Float32bits(3)},
		{"log2f(2^-149)", Log2f, math.Float32frombits(1), math.Float32bits(-149)},
		{"log10f(nan)", Log10f, nan, 0x7fffffff},
		{"log10f(1000)", Log10f, 1000, math.Float32bits(3)},
		{"sinf(inf)", Sinf, inf, 0x7fffffff},
		{"sinf(-0)", Sinf, float32(math.Copysign(0, -1)), 0x80000000},
		{"cosf(0)", Cosf, 0, math.Float32bits(1)},
		{"cosf(nan)", Cosf, nan, 0x7fffffff},
	} {
		if got := math.Float32bits(tc.f(tc.x)); got != tc.want {
			t.Errorf("%s = %#08x, want %#08x", tc.name, got, tc.want)
		}
	}
}
