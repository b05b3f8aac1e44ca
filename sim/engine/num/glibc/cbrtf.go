package glibc

// The float cbrt of glibc (sysdeps/ieee754/flt-32/s_cbrtf.c, Ulrich Drepper's): a quadratic
// first guess on the mantissa, one Halley step in double, the exponent's third through a
// table of cube roots of 2. No FMA copy: every product rounded.
//
// Ported from glibc; Copyright (C) 1997-2024 Free Software Foundation, Inc.; licensed under the
// GNU Lesser General Public License, version 2.1 or later.

import "math"

// Typed, so that each is rounded to a double before the divisions below, as C's are.
const (
	cbrt2    float64 = 1.2599210498948731648 // 2^(1/3)
	sqrCbrt2 float64 = 1.5874010519681994748 // 2^(2/3)
)

// cbrtFactor is 2^(e/3) for e%3 in -2..2.
var cbrtFactor = [5]float64{1.0 / sqrCbrt2, 1.0 / cbrt2, 1.0, cbrt2, sqrCbrt2}

// Cbrtf is glibc's cbrtf.
func Cbrtf(x float32) float32 {
	if x == 0 || x != x || math.IsInf(float64(x), 0) {
		return quiet(x) // x + x
	}
	frac, xe := math.Frexp(math.Abs(float64(x)))
	xm := float32(frac)
	d := float64(xm)
	u := float32(0.492659620528969547 + float64(float64(0.697570460207922770-float64(0.191502161678719066*d))*d))
	t2 := u * u * u
	ud, t2d := float64(u), float64(t2)
	ym := float32(ud * (t2d + float64(2.0*d)) / (float64(2.0*t2d) + d) * cbrtFactor[2+xe%3])
	if x < 0 {
		ym = -ym
	}
	return float32(math.Ldexp(float64(ym), xe/3))
}

// Cbrt is glibc's double cbrt (sysdeps/ieee754/dbl-64/s_cbrt.c): cbrtf's method with a
// degree-6 first guess. No FMA copy: every product rounded (the float64 conversions keep Go
// from fusing).
func Cbrt(x float64) float64 {
	if x == 0 || x != x || math.IsInf(x, 0) {
		if x != x {
			return quiet64(x) // x + x
		}
		return x
	}
	xm, xe := math.Frexp(math.Abs(x))
	u := 0.354895765043919860 + float64((1.50819193781584896+
		float64((-2.11499494167371287+
			float64((2.44693122563534430+
				float64((-1.83469277483613086+
					float64((0.784932344976639262-float64(0.145263899385486377*xm))*xm))*xm))*xm))*xm))*xm)
	t2 := u * u * u
	ym := u * (t2 + float64(2.0*xm)) / (float64(2.0*t2) + xm) * cbrtFactor[2+xe%3]
	if x < 0 {
		ym = -ym
	}
	return math.Ldexp(ym, xe/3)
}
