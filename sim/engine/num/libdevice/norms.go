package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

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
	if math.IsInf(float64(a), 0) || math.IsInf(float64(b), 0) {
		return 0 // rhypotf(NaN, inf) too (probe mf_05)
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
		behind = append(behind, minNum(hi, x))
		hi = maxNum(hi, x)
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

// minNum and maxNum are min.f32 and max.f32 (min.f64, max.f64): a NaN
// operand gives the other.
func minNum[F float32 | float64](a, b F) F {
	if a != a || b < a {
		return b
	}
	return a
}

func maxNum[F float32 | float64](a, b F) F {
	if a != a || b > a {
		return b
	}
	return a
}

// The double versions, ported from libdevice's PTX (CUDA 13, recorded in
// tests/conformance/x_math_norm_arrays): the scale is a power of two
// taken from the largest magnitude's high word, the square root's
// reciprocal is MUFU.RSQ64H refined as rsqrt refines it, and a sum of the
// magnitudes decides the edges as in Normf.

// Rhypot is rhypot(x, y): the magnitudes ordered as integers (a NaN's bits
// above every number's), the reciprocal root of the scaled sum of squares
// scaled back; where that is not finite, the sum of the magnitudes for a
// NaN, else infinity, or 0 when either is infinite.
func Rhypot(x, y float64) float64 {
	a, b := math.Float64bits(math.Abs(y)), math.Float64bits(math.Abs(x))
	lo, hi := math.Float64frombits(min(a, b)), math.Float64frombits(max(a, b))
	scale := math.Float64frombits(uint64(0x7fd00000-hiWord(hi)&0xffc00000) << 32)
	sl, sh := scale*lo, scale*hi
	r := scale * rsqrtNewton(fused.FMA(sh, sh, sl*sl))
	if hiWord(r) < 0x7ff00000 {
		return r
	}
	switch {
	case math.IsInf(lo, 1):
		return 0
	case hi != hi:
		return nanSum(x, y) // the NaN argument's sign stays (probe md_05: rhypot(-nan, 2) is -nan)
	case math.IsInf(hi, 1):
		return 0
	}
	return math.Inf(1)
}

// NormD is norm3d and norm4d of v (rnorm3d and rnorm4d when recip), as
// Normf is their float versions; the root is the sum times its reciprocal
// root, the sum capped at DBL_MAX for the reciprocal.
func NormD(v []float64, recip bool) float64 {
	mags := make([]float64, len(v))
	sum := 0.0
	for i, x := range v {
		mags[i] = math.Abs(x)
		if i == 0 {
			sum = mags[0]
		} else {
			sum = nanSum(sum, mags[i])
		}
	}
	hi := mags[0]
	behind := make([]float64, 0, 3)
	for _, x := range mags[1:] {
		behind = append(behind, minNum(hi, x))
		hi = maxNum(hi, x)
	}
	hw := hiWord(hi) & 0xffc00000
	scale := math.Float64frombits(uint64(0x7fd00000-hw) << 32)
	last := behind[len(behind)-1] * scale
	acc := last * last
	for i := len(behind) - 2; i >= 0; i-- {
		x := behind[i] * scale
		acc = fused.FMA(x, x, acc)
	}
	x := hi * scale
	acc = fused.FMA(x, x, acc)
	if recip {
		r := scale * rsqrtNewton(acc)
		switch {
		case math.IsInf(hi, 1):
			return 0
		case sum != sum:
			return signedNaN(v)
		case !(sum > 0):
			return nanSum(sum, math.Inf(1))
		}
		return r
	}
	r := acc * rsqrtNewton(math.Min(acc, math.MaxFloat64)) * math.Float64frombits(uint64(hw|0x100000)<<32)
	switch {
	case hiWord(hi) >= 0x7ff00000:
		return hi
	case sum != sum:
		return signedNaN(v)
	case !(sum > hi):
		return sum
	}
	return r
}

// signedNaN is the NaN a norm of v with a NaN argument gives: the NaN
// arguments' own, sign and all (probe md_05: norm3d(-nan, 2, 3) is -nan).
func signedNaN(v []float64) float64 {
	r := v[0]
	for _, x := range v[1:] {
		r = nanSum(r, x)
	}
	return r
}

// nanSum is a + b as DADD gives it: with a NaN operand, that NaN quieted
// (of two, the one with the larger payload), so that the result does not
// depend on how the host orders NaN operands.
func nanSum(a, b float64) float64 {
	switch {
	case a != a && b != b:
		if math.Float64bits(b)&(1<<52-1) > math.Float64bits(a)&(1<<52-1) {
			a = b
		}
		return quiet64(a)
	case a != a:
		return quiet64(a)
	case b != b:
		return quiet64(b)
	}
	return a + b
}
