package glibc

// The float expm1 of glibc (sysdeps/ieee754/flt-32/s_expm1f.c) and the hyperbolic functions
// built on it and on expf (e_sinhf.c, e_coshf.c, s_tanhf.c): fdlibm in float arithmetic, with
// no FMA copy (every product rounded; the float32 conversions keep Go from fusing). Their calls
// of __ieee754_expf reach the FMA copy of expf through the ifunc, as Expf computes it.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

const (
	expm1fHuge       = float32(1.0e+30)
	expm1fTiny       = float32(1.0e-30)
	expm1fOThreshold = float32(8.8721679688e+01)
	expm1fLn2Hi      = float32(6.9313812256e-01)
	expm1fLn2Lo      = float32(9.0580006145e-06)
	expm1fInvLn2     = float32(1.4426950216e+00)
	expm1fQ1         = float32(-3.3333335072e-02)
	expm1fQ2         = float32(1.5873016091e-03)
	expm1fQ3         = float32(-7.9365076090e-05)
	expm1fQ4         = float32(4.0082177293e-06)
	expm1fQ5         = float32(-2.0109921195e-07)
)

// Expm1f is glibc's expm1f.
func Expm1f(x float32) float32 {
	hx := math.Float32bits(x)
	negative := hx&0x80000000 != 0
	hx &= 0x7fffffff
	if hx >= 0x4195b844 { // |x| >= 27 ln2
		if hx >= 0x42b17218 { // |x| >= 88.721...
			switch {
			case hx > 0x7f800000:
				return quiet(x) // x + x
			case hx == 0x7f800000:
				if negative {
					return -1
				}
				return x
			case x > expm1fOThreshold:
				return float32(math.Inf(1)) // huge*huge
			}
		}
		if negative {
			return expm1fTiny - 1
		}
	}
	var k int32
	var c float32
	switch {
	case hx > 0x3eb17218: // |x| > ln2/2
		var hi, lo float32
		switch {
		case hx < 0x3f851592 && !negative: // |x| < 1.5 ln2
			hi, lo, k = x-expm1fLn2Hi, expm1fLn2Lo, 1
		case hx < 0x3f851592:
			hi, lo, k = x+expm1fLn2Hi, -expm1fLn2Lo, -1
		default:
			half := float32(0.5)
			if negative {
				half = -0.5
			}
			k = int32(float32(expm1fInvLn2*x) + half)
			t := float32(k)
			hi = x - float32(t*expm1fLn2Hi) // exact
			lo = t * expm1fLn2Lo
		}
		x = hi - lo
		c = (hi - x) - lo
	case hx < 0x33000000: // |x| < 2^-25
		t := expm1fHuge + x
		return x - (t - (expm1fHuge + x))
	}
	hfx := 0.5 * x
	hxs := x * hfx
	r1 := 1 + float32(hxs*(expm1fQ1+float32(hxs*(expm1fQ2+float32(hxs*(expm1fQ3+float32(hxs*(expm1fQ4+float32(hxs*expm1fQ5)))))))))
	t := 3 - float32(r1*hfx)
	e := hxs * ((r1 - t) / (6 - float32(x*t)))
	if k == 0 {
		return x - (float32(x*e) - hxs)
	}
	e = float32(x*(e-c)) - c
	e -= hxs
	switch {
	case k == -1:
		return float32(0.5*(x-e)) - 0.5
	case k == 1 && x < -0.25:
		return -2 * (e - (x + 0.5))
	case k == 1:
		return 1 + float32(2*(x-e))
	case k <= -2 || k > 56:
		y := 1 - (e - x)
		return math.Float32frombits(math.Float32bits(y)+uint32(k<<23)) - 1
	case k < 23:
		t = math.Float32frombits(uint32(0x3f800000 - 0x1000000>>k)) // 1 - 2^-k
		y := t - (e - x)
		return math.Float32frombits(math.Float32bits(y) + uint32(k<<23))
	}
	t = math.Float32frombits(uint32((0x7f - k) << 23)) // 2^-k
	y := x - (e + t)
	y++
	return math.Float32frombits(math.Float32bits(y) + uint32(k<<23))
}

// Sinhf is glibc's sinhf.
func Sinhf(x float32) float32 {
	jx := int32(math.Float32bits(x))
	ix := jx & 0x7fffffff
	if ix >= 0x7f800000 {
		return quiet(x) // x + x
	}
	h := float32(0.5)
	if jx < 0 {
		h = -h
	}
	ax := float32(math.Abs(float64(x)))
	switch {
	case ix < 0x41b00000: // |x| < 22
		if ix < 0x31800000 { // |x| < 2^-28
			return x
		}
		t := Expm1f(ax)
		if ix < 0x3f800000 {
			return h * (float32(2*t) - float32(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	case ix < 0x42b17180: // |x| < log(FLT_MAX)
		return h * Expf(ax)
	case ix <= 0x42b2d4fc: // below the overflow threshold
		w := Expf(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1.0e37 // overflow
}

// Coshf is glibc's coshf.
func Coshf(x float32) float32 {
	ix := math.Float32bits(x) & 0x7fffffff
	ax := float32(math.Abs(float64(x)))
	switch {
	case ix < 0x3eb17218: // |x| < ln2/2
		if ix < 0x24000000 {
			return 1
		}
		t := Expm1f(ax)
		w := 1 + t
		return 1 + float32(t*t)/(w+w)
	case ix < 0x41b00000: // |x| < 22
		t := Expf(ax)
		return float32(0.5*t) + 0.5/t
	case ix < 0x42b17180:
		return 0.5 * Expf(ax)
	case ix <= 0x42b2d4fc:
		w := Expf(0.5 * ax)
		t := 0.5 * w
		return t * w
	case ix >= 0x7f800000:
		return x * x // a NaN quieted, or +inf
	}
	return float32(math.Inf(1)) // huge*huge
}

// Tanhf is glibc's tanhf.
func Tanhf(x float32) float32 {
	jx := int32(math.Float32bits(x))
	ix := jx & 0x7fffffff
	if ix >= 0x7f800000 {
		if x != x {
			return quiet(x) // 1/x + 1
		}
		if jx >= 0 {
			return 1
		}
		return -1
	}
	var z float32
	switch {
	case ix == 0:
		return x
	case ix < 0x24000000: // |x| < 2^-55
		return x * (1 + x)
	case ix >= 0x41b00000: // |x| >= 22
		z = 1 - 1.0e-30
	case ix >= 0x3f800000: // |x| >= 1
		t := Expm1f(2 * float32(math.Abs(float64(x))))
		z = 1 - 2/(t+2)
	default:
		t := Expm1f(-2 * float32(math.Abs(float64(x))))
		z = -t / (t + 2)
	}
	if jx >= 0 {
		return z
	}
	return -z
}
