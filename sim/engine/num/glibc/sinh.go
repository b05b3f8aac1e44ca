package glibc

// The double hyperbolic functions of glibc (sysdeps/ieee754/dbl-64/e_sinh.c, e_cosh.c,
// s_tanh.c): fdlibm's, on expm1 and exp. They have no FMA copy, so their own products are
// rounded (the float64 conversions keep Go from fusing); their calls of __expm1 and
// __ieee754_exp reach the FMA copies through the ifunc, as Expm1 and Exp compute them.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

// Sinh is glibc's sinh.
func Sinh(x float64) float64 {
	bits := math.Float64bits(x)
	ix := uint32(bits>>32) & 0x7fffffff
	if ix >= 0x7ff00000 {
		if x != x {
			return quiet64(x) // x + x
		}
		return x
	}
	h := 0.5
	if bits>>63 != 0 {
		h = -h
	}
	ax := math.Abs(x)
	switch {
	case ix < 0x3e300000: // |x| < 2^-28
		return x
	case ix < 0x3ff00000: // |x| < 1
		t := Expm1(ax)
		return h * (float64(2*t) - float64(t*t)/(t+1))
	case ix < 0x40360000: // |x| < 22
		t := Expm1(ax)
		return h * (t + t/(t+1))
	case ix < 0x40862e42: // |x| < log(DBL_MAX)
		return h * Exp(ax)
	case bits&0x7fffffffffffffff <= 0x408633ce8fb9f87d: // below the overflow threshold
		w := Exp(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1.0e307 // overflow
}

// Cosh is glibc's cosh.
func Cosh(x float64) float64 {
	bits := math.Float64bits(x) & 0x7fffffffffffffff
	ix := uint32(bits >> 32)
	ax := math.Abs(x)
	switch {
	case ix < 0x3c800000: // |x| < 2^-55
		return 1
	case ix < 0x3fd62e43: // |x| < ln2/2
		t := Expm1(ax)
		w := 1 + t
		return 1 + float64(t*t)/(w+w)
	case ix < 0x40360000: // |x| < 22
		t := Exp(ax)
		return float64(0.5*t) + 0.5/t
	case ix < 0x40862e42:
		return 0.5 * Exp(ax)
	case bits <= 0x408633ce8fb9f87d:
		w := Exp(0.5 * ax)
		t := 0.5 * w
		return t * w
	case ix >= 0x7ff00000:
		if x != x {
			return quiet64(x) // x*x
		}
		return math.Inf(1)
	}
	return math.Inf(1) // huge*huge
}

// Tanh is glibc's tanh.
func Tanh(x float64) float64 {
	bits := math.Float64bits(x)
	ix := uint32(bits>>32) & 0x7fffffff
	var z float64
	switch {
	case x != x:
		return quiet64(x) // 1/x + 1
	case ix >= 0x7ff00000:
		return math.Copysign(1, x)
	case bits<<1 == 0:
		return x
	case ix < 0x3c800000: // |x| < 2^-55
		return x * (1 + x)
	case ix >= 0x40360000: // |x| >= 22
		z = 1 // 1 - tiny
	case ix >= 0x3ff00000: // |x| >= 1
		t := Expm1(2 * math.Abs(x))
		z = 1 - 2/(t+2)
	default:
		t := Expm1(-2 * math.Abs(x))
		z = -t / (t + 2)
	}
	if bits>>63 == 0 {
		return z
	}
	return -z
}
