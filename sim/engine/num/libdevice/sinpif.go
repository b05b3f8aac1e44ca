package libdevice

import "math"

// sinCosPiPoly is libdevice's sinpif and cospif after the reduction: x =
// n/2 + r with |r| <= 1/4, and quadrant q (n for sinpif, n + 1 for cospif, as
// cvt.rzi.s32.f32 of rint(2x) gives it: roundToInt32):
// sin(pi r) and cos(pi r) by their polynomials in r*r, chosen and negated
// by q (transcribed from nvcc 13's PTX for sm_90).
func sinCosPiPoly(x float32, q int32) float32 {
	n := float32(math.RoundToEven(float64(x + x)))
	r := fma(-n, 0.5, x)
	s := r * r
	ps := fma(fma(f(0xBF17ACC9), s, f(0x40233590)), s, f(0xC0A55DF6))
	pc := fma(fma(fma(f(0x3E684E12), s, f(0xBFAAD2E0)), s, f(0x4081E0CF)), s, f(0xC09DE9E6))
	r3 := fma(s, r, 0)
	sin := fma(f(0x40490FDB), r, fma(ps, r3, 0))
	cos := fma(pc, s, 1)
	v := sin
	if q&1 == 1 {
		v = cos
	}
	if q&2 != 0 {
		v = 0 - v
	}
	return v
}

// Sinpif is sinpif: an integer argument gives a zero of its sign.
func Sinpif(x float32) float32 {
	v := sinCosPiPoly(x, roundToInt32(x+x))
	if float32(math.Trunc(float64(x))) == x {
		v = x * 0
	}
	if v != v {
		return canonicalNaN
	}
	return v
}

// Cospif is cospif: beyond 2^24, where every float is an even integer, it
// reduces x*0 (1, or NaN for an infinity).
func Cospif(x float32) float32 {
	if float32(math.Abs(float64(x))) > 0x1p24 {
		x *= 0
	}
	v := sinCosPiPoly(x, roundToInt32(x+x)+1)
	if v != v {
		return canonicalNaN
	}
	return v
}
