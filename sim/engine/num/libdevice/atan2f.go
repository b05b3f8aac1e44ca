package libdevice

import "math"

// hypotf and atan2f as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13): both scale or
// divide with IEEE operations (sqrt.rn, div.rn) and need no MUFU approximation.

// Hypotf is libdevice's hypotf: the larger magnitude's exponent is taken out with a power of
// two so that the sum of squares cannot overflow, then put back after the square root.
func Hypotf(x, y float32) float32 {
	ax, ay := math.Float32bits(x)&0x7fffffff, math.Float32bits(y)&0x7fffffff
	// min.s32 and max.s32 on the bits: both are non-negative as integers.
	lo, hi := min(ax, ay), max(ax, ay)
	e := hi & 0xfe000000
	scale := f(0x7e800000 - e)
	a, b := f(lo)*scale, f(hi)*scale
	r := float32(math.Sqrt(float64(fma(b, b, a*a)))) * f(e|0x800000)
	if f(lo) == 0 {
		r = f(hi)
	}
	if f(lo) == float32(math.Inf(1)) {
		r = f(0x7f800000)
	}
	if r != r && f(lo) != 0 {
		return canonicalNaN
	}
	return r
}

// Atan2f is libdevice's atan2f(y, x): a polynomial for atan of the smaller magnitude over the
// larger, moved to the right octant with pi/2 and pi in two-term products.
func Atan2f(y, x float32) float32 {
	ax, ay := float32(math.Abs(float64(x))), float32(math.Abs(float64(y)))
	steep := ay > ax
	num, den := ay, ax
	if steep {
		num, den = ax, ay
	}
	t := num / den
	t2 := t * t
	p := fma(f(0x3B33710B), t2, f(0xBC807748))
	for _, c := range [...]uint32{0x3D2CDAB2, 0xBD992D10, 0x3DD9EA6C, 0xBE117CB1, 0x3E4CBCE0, 0xBEAAAA7D} {
		p = fma(p, t2, f(c))
	}
	r := fma(t2*p, t, t)
	xneg := math.Float32bits(x)>>31 != 0
	switch {
	case steep && xneg:
		r = fma(f(0x3F6EE581), f(0x3FD774EB), r) // pi/2 + r
	case steep:
		r = fma(f(0x3F6EE581), f(0x3FD774EB), -r) // pi/2 - r
	case xneg:
		r = fma(f(0x3FEEE581), f(0x3FD774EB), -r) // pi - r
	}
	if ax == ay {
		r = f(0x3F490FDB) // pi/4
		if xneg {
			r = f(0x4016CBE4) // 3pi/4
		}
	}
	if den == 0 {
		r = 0
		if xneg {
			r = f(0x40490FDB) // pi
		}
	}
	if s := ax + ay; s != s {
		return canonicalNaN
	}
	return float32(math.Copysign(float64(r), float64(y)))
}

func init() {
	float2["hypot"] = Hypotf
	float2["atan2"] = Atan2f
}
