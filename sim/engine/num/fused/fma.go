// Package fused gives the math ports (glibc, libdevice) an exact float64 fused multiply-add that
// is fast on every target: natively math.FMA, an instruction; in WebAssembly, which has no such
// instruction and where math.FMA is software on 128-bit integers, an emulation from ordinary
// float64 operations, about four times faster.
package fused

import "math"

// fmaEmulated is math.FMA, a*b + c with one rounding, from ordinary float64 operations where
// that is safe: WebAssembly has no fused multiply-add instruction and Go's math.FMA there is
// software on 128-bit integers, several times slower than the ports' other work (FMA in fma_soft.go
// picks this; the tests compare it with math.FMA).
//
// It is Boldo and Melquiond's emulation ("Emulation of FMA and correctly rounded sums: proved
// algorithms using rounding to odd", IEEE Trans. Computers 57(4), 2008): the exact product
// ph + pl (Dekker), the exact sum sh + sl = c + ph (Knuth), then RN(sh + RO(sl + pl)), where
// RO rounds to odd. It holds without underflow or overflow anywhere, which the guard ensures by
// asking every operand and the product to lie within [2^-900, 2^900]; other arguments
// (zeros, infinities, NaNs, extremes) go to math.FMA.
func fmaEmulated(a, b, c float64) float64 {
	const lo, hi = 1023 - 900, 1023 + 900 // biased exponents
	ea, eb, ec := math.Float64bits(a)>>52&0x7ff, math.Float64bits(b)>>52&0x7ff, math.Float64bits(c)>>52&0x7ff
	if ea-lo > hi-lo || eb-lo > hi-lo || ea+eb-1023-lo > hi-lo-1 {
		return math.FMA(a, b, c)
	}
	if c == 0 {
		return a * b // a*b is not zero: the sign of c does not matter
	}
	if ec-lo > hi-lo {
		return math.FMA(a, b, c)
	}
	// The exact product ph + pl, Dekker's with Veltkamp's split (written out: calls cost in
	// WebAssembly).
	const split = 0x1p27 + 1
	ta := float64(split * a)
	ah := ta - (ta - a)
	al := a - ah
	tb := float64(split * b)
	bh := tb - (tb - b)
	bl := b - bh
	ph := a * b
	pl := float64(float64(float64(float64(ah*bh)-ph)+float64(ah*bl))+float64(al*bh)) + float64(al*bl)
	sh, sl := twoSum(c, ph)
	// v = sl + pl rounded to odd: if inexact and RN gave an even result, the neighbour on the
	// exact sum's side.
	v, e := twoSum(sl, pl)
	if bits := math.Float64bits(v); e != 0 && bits&1 == 0 {
		if (e > 0) == (v > 0) {
			v = math.Float64frombits(bits + 1)
		} else {
			v = math.Float64frombits(bits - 1)
		}
	}
	return sh + v
}

// twoSum returns s + e = a + b exactly, s = RN(a + b) (Knuth).
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}
