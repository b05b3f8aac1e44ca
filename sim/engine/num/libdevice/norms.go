package libdevice

import "math"

// rhypotf, fitted to the H200, and the norms norm3df, rnorm3df, norm4df,
// rnorm4df, ported from libdevice's PTX; all checked on 4096 argument sets
// across the float range (tests/gpu/math/norms.cu: TestNormRecordings): the
// largest magnitude's exponent is taken out with a power of two, the
// squares are summed with fused multiply-adds, and the square root, or
// MUFU.RSQ for a reciprocal, is scaled back.

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
		// 2^(127-e): the subnormal 2^-127 for the largest exponent, where
		// the H200 gives rhypotf(FLT_MAX, FLT_MAX) = 2.07799951e-39
		s = float32(math.Ldexp(1, 127-int(e)))
	}
	a, b = a*s, b*s
	return Rsqrtf(fma(a, a, b*b)) * s
}

// Normf is norm3df and norm4df of v (rnorm3df and rnorm4df when recip),
// as libdevice computes them (tests/gpu/math/ptxfns.cu's k_norm4df,
// k_rnorm4df, k_norm3df): a pass of min and max over the magnitudes in
// order carries the largest to the end, leaving the others behind it; the
// exponent of the largest, rounded down to a multiple of four, is taken
// out; the squares are summed from the last one left behind back to the
// first, the largest's added last, each with a fused multiply-add; then
// the square root is scaled back (MUFU.RSQ times the scale for a
// reciprocal). The plain sum of the magnitudes decides the edges: where it
// is not above the largest (one nonzero argument, zeros) it is the result,
// where it is NaN so is the result, and an infinite largest gives infinity
// (0 for a reciprocal).
func Normf(v []float32, recip bool) float32 {
	mags := make([]float32, len(v))
	for i, x := range v {
		mags[i] = float32(math.Abs(float64(x)))
	}
	sum := mags[0] + mags[1]
	if len(v) == 4 {
		sum = mags[2] + (sum + mags[3])
	} else {
		sum += mags[2]
	}
	hi := mags[0]
	behind := make([]float32, 0, 3)
	for _, x := range mags[1:] {
		behind = append(behind, minf(hi, x))
		hi = maxf(hi, x)
	}
	e := math.Float32bits(hi) & 0xfe000000
	scale, back := f(0x7e800000-e), f(e|0x800000)
	last := behind[len(behind)-1] * scale
	acc := last * last
	for i := len(behind) - 2; i >= 0; i-- {
		x := behind[i] * scale
		acc = fma(x, x, acc)
	}
	x := hi * scale
	acc = fma(x, x, acc)
	inf := float32(math.Inf(1))
	if recip {
		r := Rsqrtf(acc) * scale
		switch {
		case hi == inf:
			return 0
		case sum != sum:
			return canonicalNaN
		}
		return r
	}
	r := float32(math.Sqrt(float64(acc))) * back
	switch {
	case hi == inf:
		return inf
	case sum != sum:
		return canonicalNaN
	case !(sum > hi):
		return sum
	}
	return r
}

// minf and maxf are min.f32 and max.f32: a NaN operand gives the other.
func minf(a, b float32) float32 {
	if a != a || b < a {
		return b
	}
	return a
}

func maxf(a, b float32) float32 {
	if a != a || b > a {
		return b
	}
	return a
}
