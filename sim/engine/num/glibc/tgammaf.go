package glibc

// The float tgamma of glibc (sysdeps/ieee754/flt-32/e_gammaf_r.c, dbl-64/gamma_productf.c,
// math/w_tgammaf_compat.c): lgammaf below 2.5, else Stirling's formula with pow(x, x) split
// into a power of 2 and the rest, the argument first moved above 4 through a product in double;
// negative arguments by the reflection formula. Float arithmetic without an FMA copy; expf,
// exp2f, powf, logf, sinf and cosf are the FMA copies. The SVID wrapper answers a pole with
// +-inf, a negative integer or -inf with +NaN.
//
// Ported from glibc; Copyright (C) 1997-2024 Free Software Foundation, Inc.; licensed under the
// GNU Lesser General Public License, version 2.1 or later.

import "math"

// tgammaCoeff are Stirling's B_2k / 2k(2k-1).
var tgammaCoeff = [3]float32{0x1.555556p-4, -0xb.60b61p-12, 0x3.403404p-12}

// gammaProductf is __gamma_productf: the product of x + x_eps, ..., x + x_eps + n-1 in
// double, rounded, and its relative rounding error.
func gammaProductf(x, xEps float32, n int) (prod, eps float32) {
	xFull := float64(x) + float64(xEps)
	ret := xFull
	for i := 1; i < n; i++ {
		ret *= xFull + float64(i)
	}
	prod = float32(ret)
	return prod, float32((ret - float64(prod)) / float64(prod))
}

// gammafPositive is gamma(x) for 0 < x < 42, as r * 2^exp2Adj.
func gammafPositive(x float32) (r float32, exp2Adj int) {
	switch {
	case x < 0.5:
		return Expf(Lgammaf(x+1)) / x, 0
	case x <= 1.5:
		return Expf(Lgammaf(x)), 0
	case x < 2.5:
		xAdj := x - 1
		return Expf(Lgammaf(xAdj)) * xAdj, 0
	}
	var eps, xEps float32
	xAdj, prod := x, float32(1)
	if x < 4 { // move into Stirling's range
		n := float32(math.Ceil(float64(4 - x)))
		xAdj = x + n
		xEps = x - (xAdj - n)
		prod, eps = gammaProductf(xAdj-n, xEps, int(n))
	}
	expAdj := -eps
	xAdjInt := float32(math.Round(float64(xAdj)))
	xAdjFrac := xAdj - xAdjInt
	mant, xAdjLog2 := math.Frexp(float64(xAdj))
	xAdjMant := float32(mant)
	if xAdjMant < float32(math.Sqrt2/2) {
		xAdjLog2--
		xAdjMant *= 2
	}
	exp2Adj = xAdjLog2 * int(xAdjInt)
	ret := Powf(xAdjMant, xAdj) * Exp2f(float32(xAdjLog2)*xAdjFrac) * Expf(-xAdj) *
		sqrtf(2*pif/xAdj) / prod
	expAdj += float32(xEps * Logf(xAdj))
	bsum := tgammaCoeff[2]
	xAdj2 := xAdj * xAdj
	for i := 1; i <= 2; i++ {
		bsum = bsum/xAdj2 + tgammaCoeff[2-i]
	}
	expAdj += bsum / xAdj
	return ret + float32(ret*Expm1f(expAdj)), exp2Adj
}

// Tgammaf is glibc's tgammaf.
func Tgammaf(x float32) float32 {
	hx := math.Float32bits(x)
	switch {
	case hx&0x7fffffff == 0: // a pole: 1/x
		return float32(math.Copysign(math.Inf(1), float64(x)))
	case hx == 0xff800000 || (hx>>31 != 0 && hx < 0xff800000 && float32(math.RoundToEven(float64(x))) == x):
		return math.Float32frombits(0x7fc00000) // -inf, a negative integer: the wrapper's NaN
	case hx&0x7f800000 == 0x7f800000:
		return quiet(x) // x + x: +inf, or a NaN quieted
	case x >= 36:
		return float32(math.Inf(1)) // overflow
	}
	var ret float32
	sign := 0
	switch {
	case x > 0:
		tret, e := gammafPositive(x)
		ret = float32(math.Ldexp(float64(tret), e))
	case x >= -0x1p-23/4: // -FLT_EPSILON/4
		ret = 1 / x
	default:
		tx := float32(math.Trunc(float64(x)))
		sign = 1
		if tx == 2*float32(math.Trunc(float64(tx/2))) {
			sign = -1
		}
		if x <= -42 {
			ret = 0 // underflow
			break
		}
		frac := tx - x
		if frac > 0.5 {
			frac = 1 - frac
		}
		var sinpix float32
		if frac <= 0.25 {
			sinpix = Sinf(pif * frac)
		} else {
			sinpix = Cosf(pif * (0.5 - frac))
		}
		tret, e := gammafPositive(-x)
		tret = pif / (-x * sinpix * tret)
		ret = float32(math.Ldexp(float64(tret), -e))
	}
	switch {
	case math.IsInf(float64(ret), 0): // the wrapper's overflow
		return float32(math.Copysign(math.Inf(1), float64(x)))
	case ret == 0:
		ret = 0
	}
	if sign < 0 {
		return -ret
	}
	return ret
}
