package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// log, log2 and log10 in double precision as nvcc -arch=sm_90 inlines them from libdevice
// (CUDA 13): x = 2^e m with m in [sqrt(2)/2, sqrt(2)), s = 2(m-1)/(m+1) through MUFU.RCP64H and
// a cubic Newton step, an odd polynomial in s, and e ln2 added in two parts.

// defaultNaN64 is the NaN the GPU's double instructions produce from non-NaN operands.
var defaultNaN64 = math.Float64frombits(0xfff8000000000000)

// logReduce splits a positive, finite, normal-or-subnormal x into its exponent e and m.
func logReduce(x float64) (m float64, e int32) {
	e = -1023
	if int32(hiWord(x)) <= 0xfffff {
		x *= 0x1p54
		e = -1077
	}
	hi := hiWord(x)
	e += int32(hi >> 20)
	mhi := hi&0x800fffff | 0x3ff00000
	if int32(mhi) >= 0x3ff6a09f {
		mhi -= 0x100000
		e++
	}
	return fromWords(mhi, loWord(x)), e
}

// logSpecial64 is the end of the double logarithms for zeros, negative numbers, infinities and
// NaNs: fma(x, inf, inf), or -inf for ±0.
func logSpecial64(x float64) float64 {
	if int32(hiWord(x)) <= 0xfffff {
		x *= 0x1p54 // a positive subnormal is not special; this keeps -0 and the sign
	}
	switch {
	case x != x:
		return quiet64(x)
	case hiWord(x)&0x7fffffff == 0: // the high word as a float is zero
		return math.Inf(-1)
	case x < 0:
		return defaultNaN64
	}
	return x // +inf
}

// isLogSpecial reports whether x takes logSpecial64's path: hi-1 unsigned at or above
// 0x7fefffff after subnormals are scaled.
func isLogSpecial(x float64) bool {
	hi := hiWord(x)
	if int32(hi) <= 0xfffff {
		hi = hiWord(x * 0x1p54)
	}
	return hi-1 >= 0x7fefffff
}

// Log is libdevice's log.
func Log(x float64) float64 {
	if isLogSpecial(x) {
		return logSpecial64(x)
	}
	m, e := logReduce(x)
	q := recip(m + 1)
	f := m - 1
	u := fused.FMA(f, q, f*q)
	v := u * u
	p := fused.FMA(0x1.1380b3ae80f1ep-20, v, 0x1.0ee258b7a8b04p-18)
	for _, c := range [...]float64{0x1.3b2669f02676fp-16, 0x1.745cba9ab0956p-14, 0x1.c71c72d1b5154p-12,
		0x1.24924923be72dp-9, 0x1.999999999a3c4p-7, 0x1.5555555555554p-4} {
		p = fused.FMA(p, v, c)
	}
	w := f - u
	lo := q * fused.FMA(-u, f, w+w)
	lo = fused.FMA(v*p, u, lo)
	k := float64(e)
	a := fused.FMA(k, 0x1.62e42fefa39efp-1, u)
	c := fused.FMA(-k, 0x1.62e42fefa39efp-1, a) - u
	return a + fused.FMA(k, 0x1.abc9e3b39803fp-56, lo-c)
}

// logScaled is log(x) times a constant given in two parts, as log2 and log10 end.
func logScaled(x, hi, lo float64) float64 {
	l := Log(x)
	if l != l {
		return l
	}
	return fused.FMA(l, hi, l*lo)
}

// Log2 is libdevice's log2: log(x) times log2(e).
func Log2(x float64) float64 { return logScaled(x, 0x1.71547652b82fep0, 0x1.777d0ffda0d24p-56) }

// Log10 is libdevice's log10: log(x) times log10(e).
func Log10(x float64) float64 { return logScaled(x, 0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57) }

// log1pCoeffs is log1p's polynomial in s^2 near zero, highest degree first.
var log1pCoeffs = [...]float64{0x1.372fb2fbe14b5p-20, 0x1.087ffceb2dc44p-18, 0x1.3b9ff890f468cp-16,
	0x1.7457efd51baf8p-14, 0x1.c71c8de3ce825p-12, 0x1.249248fa4661fp-9, 0x1.99999999d70c4p-7,
	0x1.5555555555462p-4}

// Log1p is libdevice's log1p: log(1 + x) from about -0.41 to 0.79 through s = 2x/(x + 2)
// (a correctly rounded division) and an odd polynomial, log's code on x + 1 elsewhere.
func Log1p(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	if hx := f(hiWord(x)); !(hx < f(0x3FE55555) && hx > f(0xBFD99999)) {
		return Log(x + 1)
	}
	u := float64(x * (x / (x + 2))) // rounded: Go may fuse a*b + c otherwise
	s := x - u
	z := s * s
	p := log1pCoeffs[0]
	for _, c := range log1pCoeffs[1:] {
		p = fused.FMA(p, z, c)
	}
	return x + fused.FMA(z*p, s, -u)
}

func init() {
	double1["log1p"] = Log1p
	double1["log"] = Log
	double1["log2"] = Log2
	double1["log10"] = Log10
}
