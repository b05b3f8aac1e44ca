package engine

import (
	"math"
	"testing"
)

// TestSinPiCosPi holds sinPi and cosPi to the exact values at multiples of
// 1/2, with the signs of zero C gives them, however large the argument
// (math.Sin(math.Pi*x) is not 0 at 1e6), and to 1e-15 elsewhere.
func TestSinPiCosPi(t *testing.T) {
	negZero := math.Copysign(0, -1)
	for _, c := range []struct{ x, s, c float64 }{
		{0, 0, 1}, {negZero, negZero, 1}, {0.5, 1, 0}, {1, 0, -1}, {1.5, -1, 0}, {-0.5, -1, 0}, {-1, negZero, -1},
		{1e6, 0, 1}, {1e6 + 0.5, 1, 0}, {-3e9 - 0.5, -1, 0}, {0x1p52 + 1, 0, -1}, {0x1p53, 0, 1}, {-0x1p60, negZero, 1},
	} {
		s, cc := sinPi(c.x), cosPi(c.x)
		if s != c.s || math.Signbit(s) != math.Signbit(c.s) || cc != c.c || math.Signbit(cc) != math.Signbit(c.c) {
			t.Errorf("sinpi, cospi(%v) = %v, %v; want %v, %v", c.x, s, cc, c.s, c.c)
		}
	}
	for _, x := range []float64{0.1, 0.25, -0.3, 2.7, 123.456, -7.125} {
		if s, c := sinPi(x), cosPi(x); math.Abs(s-math.Sin(math.Pi*x)) > 1e-13 || math.Abs(c-math.Cos(math.Pi*x)) > 1e-13 {
			t.Errorf("sinpi, cospi(%v) = %v, %v", x, s, c)
		}
	}
	if !math.IsNaN(sinPi(math.Inf(1))) || !math.IsNaN(cosPi(math.NaN())) {
		t.Error("sinpi(inf) and cospi(NaN) are not NaN")
	}
}
