package glibc

// The double tgamma of glibc (sysdeps/ieee754/dbl-64/e_gamma_r.c, math/mul_split.h,
// ldbl-96/gamma_product.c, math/w_tgamma_compat.c): tgammaf's method with the products and
// quotients in double-double (mul_split by Dekker's splitting, no FMA copy) and the product
// that moves the argument in long double (x87.go); exp, exp2, pow, log, expm1, sin and cos are
// the FMA copies. The SVID wrapper answers a pole with +-inf, a
// negative integer or -inf with +NaN.
//
// Ported from glibc; Copyright (C) 1997-2024 Free Software Foundation, Inc.; licensed under the
// GNU Lesser General Public License, version 2.1 or later.

import "math"

// tgammaCoeff64 are Stirling's B_2k / 2k(2k-1).
var tgammaCoeff64 = [6]float64{0x1.5555555555555p-4, -0xb.60b60b60b60b8p-12,
	0x3.4034034034034p-12, -0x2.7027027027028p-12, 0x3.72a3c5631fe46p-12, -0x7.daac36664f1f4p-12}

// mulExpansion is mul_expansion: hi + lo ~ (h1 + l1)(h2 + l2).
func mulExpansion(h1, l1, h2, l2 float64) (hi, lo float64) {
	hi, lo = mulSplit(h1, h2)
	r := float64(h1*l2) + float64(h2*l1)
	h := hi + r
	e := h - hi
	return h, lo - (r - e)
}

// divExpansion is div_expansion: hi + lo ~ (h1 + l1)/(h2 + l2).
func divExpansion(h1, l1, h2, l2 float64) (hi, lo float64) {
	hi = h1 / h2 // div_split
	a, b := mulSplit(hi, h2)
	a = h1 - a
	a -= b
	lo = a / h2
	r := (float64(l1*h2) - float64(l2*h1)) / float64(h2*h2)
	h := hi + r // fast_two_sum
	lo += r - (h - hi)
	hi = h
	h = hi + lo
	return h, lo - (h - hi)
}

// gammaPositive is gamma(x) for 0 < x < 184, as r * 2^exp2Adj.
func gammaPositive(x float64) (r float64, exp2Adj int) {
	switch {
	case x < 0.5:
		return Exp(Lgamma(x+1)) / x, 0
	case x <= 1.5:
		return Exp(Lgamma(x)), 0
	case x < 6.5: // exp(lgamma) after moving x below 1.5
		n := math.Ceil(x - 1.5)
		xAdj := x - n
		prod, eps := gammaProductX87(xAdj, 0, int(n))
		return Exp(Lgamma(xAdj)) * prod * (1 + eps), 0
	}
	var eps, xEps float64
	xAdj, prod := x, 1.0
	if x < 12 { // move into Stirling's range
		n := math.Ceil(12 - x)
		xAdj = x + n
		xEps = x - (xAdj - n)
		prod, eps = gammaProductX87(xAdj-n, xEps, int(n))
	}
	xAdjInt := math.Round(xAdj)
	xAdjFrac := xAdj - xAdjInt
	xAdjMant, xAdjLog2 := math.Frexp(xAdj)
	if xAdjMant < math.Sqrt2/2 {
		xAdjLog2--
		xAdjMant *= 2
	}
	exp2Adj = xAdjLog2 * int(xAdjInt)
	h1, l1 := mulSplit(Pow(xAdjMant, xAdj), Exp2(float64(xAdjLog2)*xAdjFrac))
	h2, l2 := mulSplit(Exp(-xAdj), math.Sqrt(2*math.Pi/xAdj))
	h1, l1 = mulExpansion(h1, l1, h2, l2)
	h1, l1 = divExpansion(h1, l1, prod, prod*eps)
	expAdj := xEps * Log(xAdj)
	bsum := tgammaCoeff64[5]
	xAdj2 := xAdj * xAdj
	for i := 4; i >= 0; i-- {
		bsum = bsum/xAdj2 + tgammaCoeff64[i]
	}
	expAdj += bsum / xAdj
	l1 += float64(h1 * Expm1(expAdj))
	return h1 + l1, exp2Adj
}

// Tgamma is glibc's tgamma.
func Tgamma(x float64) float64 {
	bits := math.Float64bits(x)
	switch {
	case bits<<1 == 0: // a pole: 1/x
		return math.Copysign(math.Inf(1), x)
	case bits == 0xfff0000000000000 || (bits>>63 != 0 && bits < 0xfff0000000000000 && math.RoundToEven(x) == x):
		return math.Float64frombits(0x7ff8000000000000) // -inf, a negative integer: the wrapper's NaN
	case bits>>52&0x7ff == 0x7ff:
		if x != x {
			return quiet64(x) // x + x
		}
		return x
	case x >= 172:
		return math.Inf(1) // overflow
	}
	var ret float64
	sign := 0
	switch {
	case x > 0:
		tret, e := gammaPositive(x)
		ret = math.Ldexp(tret, e)
	case x >= -0x1p-52/4: // -DBL_EPSILON/4
		ret = 1 / x
	default:
		tx := math.Trunc(x)
		sign = 1
		if tx == 2*math.Trunc(tx/2) {
			sign = -1
		}
		if x <= -184 {
			ret = 0 // underflow
			break
		}
		frac := tx - x
		if frac > 0.5 {
			frac = 1 - frac
		}
		var sinpix float64
		if frac <= 0.25 {
			sinpix = Sin(math.Pi * frac)
		} else {
			sinpix = Cos(math.Pi * (0.5 - frac))
		}
		g, e := gammaPositive(-x)
		h1, l1 := mulSplit(sinpix, g)
		h2, l2 := mulSplit(h1, x)
		l2 += float64(l1 * x)
		h1, _ = divExpansion(0x3.243f6a8885a3p+0, 0x8.d313198a2e038p-56, h2, l2) // pi / (x sinpix gamma(-x))
		ret = math.Ldexp(-h1, -e)
	}
	switch {
	case math.IsInf(ret, 0): // the wrapper's overflow
		return math.Copysign(math.Inf(1), x)
	case ret == 0:
		ret = 0
	}
	if sign < 0 {
		return -ret
	}
	return ret
}
