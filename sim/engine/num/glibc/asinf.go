package glibc

// The float asin and acos of glibc (sysdeps/ieee754/flt-32/e_asinf.c, e_acosf.c): fdlibm's
// (asinf with Cephes' polynomial) in float arithmetic, with no FMA copy. Their SVID wrappers
// (w_asinf_compat.c, w_acosf_compat.c) answer |x| > 1 with +NaN before the algorithm sees it.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

const (
	asinfPio2Hi = float32(1.57079637050628662109375)
	asinfPio2Lo = float32(-4.37113900018624283e-8)
	asinfPio4Hi = float32(0.785398185253143310546875)
	asinfP0     = float32(1.666675248e-1)
	asinfP1     = float32(7.495297643e-2)
	asinfP2     = float32(4.547037598e-2)
	asinfP3     = float32(2.417951451e-2)
	asinfP4     = float32(4.216630880e-2)
)

// domainNaN is the +NaN glibc's SVID wrappers return for an argument outside the domain, and
// the quieted argument for a NaN.
func domainNaN(x float32) float32 {
	if x != x {
		return quiet(x)
	}
	return math.Float32frombits(0x7fc00000)
}

// asinfPoly is t p(t), asinf's polynomial.
func asinfPoly(t float32) float32 {
	return t * (asinfP0 + float32(t*(asinfP1+float32(t*(asinfP2+float32(t*(asinfP3+float32(t*asinfP4))))))))
}

// Asinf is glibc's asinf.
func Asinf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	switch {
	case ix == 0x3f800000:
		return float32(x*asinfPio2Hi) + float32(x*asinfPio2Lo)
	case ix > 0x3f800000:
		return domainNaN(x)
	case ix < 0x32000000: // |x| < 2^-27
		return x
	case ix < 0x3f000000: // |x| < 0.5
		return x + float32(x*asinfPoly(x*x))
	}
	w := 1 - float32(math.Abs(float64(x)))
	t := w * 0.5
	p := asinfPoly(t)
	s := float32(math.Sqrt(float64(t)))
	if ix >= 0x3f79999a { // |x| > 0.975
		t = asinfPio2Hi - (float32(2*(s+float32(s*p))) - asinfPio2Lo)
	} else {
		w = math.Float32frombits(math.Float32bits(s) & 0xfffff000)
		c := (t - float32(w*w)) / (s + w)
		p = float32(float32(2*s)*p) - (asinfPio2Lo - float32(2*c))
		q := asinfPio4Hi - float32(2*w)
		t = asinfPio4Hi - (p - q)
	}
	if hx > 0 {
		return t
	}
	return -t
}

const (
	acosfPi     = float32(3.1415925026e+00)
	acosfPio2Hi = float32(1.5707962513e+00)
	acosfPio2Lo = float32(7.5497894159e-08)
	acosfPS0    = float32(1.6666667163e-01)
	acosfPS1    = float32(-3.2556581497e-01)
	acosfPS2    = float32(2.0121252537e-01)
	acosfPS3    = float32(-4.0055535734e-02)
	acosfPS4    = float32(7.9153501429e-04)
	acosfPS5    = float32(3.4793309169e-05)
	acosfQS1    = float32(-2.4033949375e+00)
	acosfQS2    = float32(2.0209457874e+00)
	acosfQS3    = float32(-6.8828397989e-01)
	acosfQS4    = float32(7.7038154006e-02)
)

// acosfRatio is p(z)/q(z), acosf's rational approximation.
func acosfRatio(z float32) float32 {
	p := z * (acosfPS0 + float32(z*(acosfPS1+float32(z*(acosfPS2+float32(z*(acosfPS3+float32(z*(acosfPS4+float32(z*acosfPS5))))))))))
	q := 1 + float32(z*(acosfQS1+float32(z*(acosfQS2+float32(z*(acosfQS3+float32(z*acosfQS4)))))))
	return p / q
}

// Acosf is glibc's acosf.
func Acosf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	switch {
	case ix == 0x3f800000:
		if hx > 0 {
			return 0
		}
		return acosfPi + float32(2*acosfPio2Lo)
	case ix > 0x3f800000:
		return domainNaN(x)
	case ix < 0x3f000000: // |x| < 0.5
		if ix <= 0x32800000 { // |x| <= 2^-26
			return acosfPio2Hi + acosfPio2Lo
		}
		r := acosfRatio(x * x)
		return acosfPio2Hi - (x - (acosfPio2Lo - float32(x*r)))
	case hx < 0: // x < -0.5
		z := (1 + x) * 0.5
		s := float32(math.Sqrt(float64(z)))
		w := float32(acosfRatio(z)*s) - acosfPio2Lo
		return acosfPi - float32(2*(s+w))
	}
	z := (1 - x) * 0.5
	s := float32(math.Sqrt(float64(z)))
	df := math.Float32frombits(math.Float32bits(s) & 0xfffff000)
	c := (z - float32(df*df)) / (s + df)
	w := float32(acosfRatio(z)*s) + c
	return 2 * (df + w)
}
