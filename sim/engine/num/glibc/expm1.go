package glibc

// The double expm1 of glibc (sysdeps/ieee754/dbl-64/s_expm1.c): fdlibm's, x reduced by
// multiples of ln2 and a rational approximation of the rest. x86-64 glibc 2.39 runs its FMA
// copy (s_expm1-fma.c; Debian's 2.36 has it too), fused as log.go says; the product in k's
// rounding is not, its addend coming from a branch.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

const (
	expm1Huge       = 1.0e+300
	expm1OThreshold = 7.09782712893383973096e+02
	expm1Ln2Hi      = 6.93147180369123816490e-01
	expm1Ln2Lo      = 1.90821492927058770002e-10
	expm1InvLn2     = 1.44269504088896338700e+00
	expm1Q1         = -3.33333333333331316428e-02
	expm1Q2         = 1.58730158725481460165e-03
	expm1Q3         = -7.93650757867487942473e-05
	expm1Q4         = 4.00821782732936239552e-06
	expm1Q5         = -2.01099218183624371326e-07
)

// setHigh returns x with its high word replaced by hi.
func setHigh(x float64, hi uint32) float64 {
	return math.Float64frombits(uint64(hi)<<32 | math.Float64bits(x)&0xffffffff)
}

// Expm1 is glibc's expm1.
func Expm1(x float64) float64 {
	hx := uint32(math.Float64bits(x) >> 32)
	negative := hx&0x80000000 != 0
	hx &= 0x7fffffff
	if hx >= 0x4043687a { // |x| >= 56 ln2
		if hx >= 0x40862e42 { // |x| >= 709.78...
			switch {
			case x != x:
				return quiet64(x) // x + x
			case hx >= 0x7ff00000: // +-inf
				if negative {
					return -1
				}
				return x
			case x > expm1OThreshold:
				return math.Inf(1) // huge*huge
			}
		}
		if negative {
			return -1 // tiny - 1
		}
	}
	var k int32
	var c float64
	switch {
	case hx > 0x3fd62e42: // |x| > ln2/2
		var hi, lo float64
		switch {
		case hx < 0x3ff0a2b2 && !negative: // |x| < 1.5 ln2
			hi, lo, k = x-expm1Ln2Hi, expm1Ln2Lo, 1
		case hx < 0x3ff0a2b2:
			hi, lo, k = x+expm1Ln2Hi, -expm1Ln2Lo, -1
		default:
			half := 0.5
			if negative {
				half = -0.5
			}
			k = int32(float64(expm1InvLn2*x) + half)
			t := float64(k)
			hi = fused.FMA(-t, expm1Ln2Hi, x) // exact
			lo = t * expm1Ln2Lo
		}
		x = hi - lo
		c = (hi - x) - lo
	case hx < 0x3c900000: // |x| < 2^-54
		t := expm1Huge + x
		return x - (t - (expm1Huge + x))
	}
	hfx := 0.5 * x
	hxs := x * hfx
	r1 := fused.FMA(hxs, expm1Q1, 1)
	h2 := hxs * hxs
	r2 := fused.FMA(hxs, expm1Q3, expm1Q2)
	h4 := h2 * h2
	r3 := fused.FMA(hxs, expm1Q5, expm1Q4)
	r1 = fused.FMA(h4, r3, fused.FMA(h2, r2, r1))
	t := fused.FMA(-r1, hfx, 3)
	e := hxs * ((r1 - t) / fused.FMA(-x, t, 6))
	if k == 0 {
		return x - fused.FMA(x, e, -hxs)
	}
	e = fused.FMA(x, e-c, -c)
	e -= hxs
	switch {
	case k == -1:
		return 0.5*(x-e) - 0.5
	case k == 1 && x < -0.25:
		return -2 * (e - (x + 0.5))
	case k == 1:
		return 1 + 2*(x-e)
	case k <= -2 || k > 56:
		y := 1 - (e - x)
		return setHigh(y, uint32(math.Float64bits(y)>>32)+uint32(k<<20)) - 1
	case k < 20:
		t = setHigh(1, uint32(0x3ff00000-0x200000>>k)) // 1 - 2^-k
		y := t - (e - x)
		return setHigh(y, uint32(math.Float64bits(y)>>32)+uint32(k<<20))
	}
	t = math.Float64frombits(uint64(0x3ff-k) << 52) // 2^-k
	y := x - (e + t)
	y++
	return setHigh(y, uint32(math.Float64bits(y)>>32)+uint32(k<<20))
}
