package libdevice

import "math"

// rhypotf and the norms norm3df, rnorm3df, norm4df, rnorm4df, fitted to
// the H200 (tests/gpu/math/norms.cu, 4096 argument sets across the float
// range: TestNormRecordings): the largest magnitude's exponent is taken out
// with a power of two, the squares are summed with fused multiply-adds, and
// the square root, or MUFU.RSQ for a reciprocal, is scaled back.

// Rhypotf is rhypotf(x, y), 1/sqrt(x²+y²): scaled so that the larger
// magnitude lies in [1, 2).
func Rhypotf(x, y float32) float32 {
	a, b := float32(math.Abs(float64(x))), float32(math.Abs(float64(y)))
	if a < b {
		a, b = b, a
	}
	if math.IsInf(float64(a), 0) {
		return 0
	}
	e := math.Float32bits(a) >> 23 & 0xff
	s := float32(0x1p126) // zeros and subnormals
	if e != 0 {
		s = f((254 - e) << 23)
	}
	a, b = a*s, b*s
	return Rsqrtf(fma(a, a, b*b)) * s
}

// Normf is norm3df and norm4df of v (rnorm3df and rnorm4df when recip):
// the exponent of the largest magnitude, rounded down to a multiple of
// four, is taken out; the other arguments' squares are summed from the last
// back, the largest's added last. Measured exact for three arguments; with
// four, 1 of the 4096 recorded sets differs in the last bit.
func Normf(v []float32, recip bool) float32 {
	var mags [4]uint32
	hiAt := 0
	nan := false
	for i, x := range v {
		mags[i] = math.Float32bits(x) & 0x7fffffff
		if mags[i] > mags[hiAt] {
			hiAt = i
		}
		nan = nan || x != x
	}
	hi := mags[hiAt]
	switch {
	case hi == 0x7f800000 || nan && anyInf(v):
		if recip {
			return 0
		}
		return f(0x7f800000)
	case nan:
		return canonicalNaN
	}
	e := hi & 0xfe000000
	scale, back := f(0x7e800000-e), f(e|0x800000)
	var acc float32
	first := true
	for i := len(v) - 1; i >= 0; i-- {
		if i == hiAt {
			continue
		}
		x := f(mags[i]) * scale
		if first {
			acc, first = x*x, false
		} else {
			acc = fma(x, x, acc)
		}
	}
	x := f(hi) * scale
	acc = fma(x, x, acc)
	if recip {
		return Rsqrtf(acc) * scale
	}
	return float32(math.Sqrt(float64(acc))) * back
}

func anyInf(v []float32) bool {
	for _, x := range v {
		if math.IsInf(float64(x), 0) {
			return true
		}
	}
	return false
}
