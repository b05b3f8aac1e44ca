package glibc

// The inverse hyperbolic functions of glibc (sysdeps/ieee754/dbl-64/s_asinh.c, e_acosh.c,
// e_atanh.c and their flt-32 float versions): fdlibm's and glibc's own, on log and log1p. They
// have no FMA copy, so their own products are rounded (the conversions keep Go from fusing);
// their calls of __ieee754_log(f) and __log1p(f) reach Log, Logf, Log1p and Log1pf. Their SVID
// wrappers answer acosh(x < 1) and atanh(|x| > 1) with zero/zero, x86's default NaN.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved"; e_atanh.c Copyright (C) 2011-2024 Free Software Foundation, Inc., licensed under
// the GNU Lesser General Public License, version 2.1 or later.

import "math"

const asinhLn2 = 6.93147180559945286227e-01

// Asinh is glibc's asinh.
func Asinh(x float64) float64 {
	ix := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	xa := math.Abs(x)
	var w float64
	switch {
	case ix < 0x3e300000: // |x| < 2^-28
		return x
	case ix >= 0x7ff00000:
		if x != x {
			return quiet64(x) // x + x
		}
		return x
	case ix > 0x41b00000: // |x| > 2^28
		w = Log(xa) + asinhLn2
	case ix > 0x40000000: // |x| > 2
		w = Log(float64(2*xa) + 1/(math.Sqrt(float64(xa*xa)+1)+xa))
	default:
		t := xa * xa
		w = Log1p(xa + t/(1+math.Sqrt(1+t)))
	}
	return math.Copysign(w, x)
}

// Acosh is glibc's acosh.
func Acosh(x float64) float64 {
	hx := int64(math.Float64bits(x))
	switch {
	case x < 1: // the wrapper's zero/zero
		return math.Float64frombits(0xfff8000000000000)
	case hx >= 0x7ff0000000000000: // +inf or NaN
		if x != x {
			return quiet64(x) // x + x
		}
		return x
	case hx < 0: // a negative NaN: (x-x)/(x-x)
		return quiet64(x)
	case hx >= 0x41b0000000000000: // x >= 2^28
		return Log(x) + asinhLn2
	case hx > 0x4000000000000000: // x > 2
		t := x * x
		return Log(float64(2*x) - 1/(x+math.Sqrt(t-1)))
	case hx > 0x3ff0000000000000:
		t := x - 1
		return Log1p(t + math.Sqrt(float64(2*t)+float64(t*t)))
	}
	return 0 // acosh(1)
}

// Atanh is glibc's atanh.
func Atanh(x float64) float64 {
	xa := math.Abs(x)
	var t float64
	switch {
	case x != x:
		return quiet64(x) // x / 0
	case xa < 0x1p-28:
		return x
	case xa < 0.5:
		t = xa + xa
		t = 0.5 * Log1p(t+float64(t*xa)/(1-xa))
	case xa < 1:
		t = 0.5 * Log1p((xa+xa)/(1-xa))
	case xa > 1: // the wrapper's zero/zero
		return math.Float64frombits(0xfff8000000000000)
	default:
		return math.Copysign(math.Inf(1), x) // x / 0
	}
	return math.Copysign(t, x)
}

const asinhfLn2 = float32(6.9314718246e-01)

// Asinhf is glibc's asinhf.
func Asinhf(x float32) float32 {
	ix := math.Float32bits(x) & 0x7fffffff
	xa := float32(math.Abs(float64(x)))
	var w float32
	switch {
	case ix < 0x38000000: // |x| < 2^-14
		return x
	case ix >= 0x7f800000:
		return quiet(x) // x + x
	case ix > 0x47000000: // |x| > 2^14
		w = Logf(xa) + asinhfLn2
	case ix > 0x40000000: // |x| > 2
		w = Logf(float32(2*xa) + 1/(sqrtf(float32(xa*xa)+1)+xa))
	default:
		t := xa * xa
		w = Log1pf(xa + t/(1+sqrtf(1+t)))
	}
	return float32(math.Copysign(float64(w), float64(x)))
}

// Acoshf is glibc's acoshf.
func Acoshf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	switch {
	case x < 1: // the wrapper's zero/zero
		return math.Float32frombits(0xffc00000)
	case hx < 0x3f800000: // a negative NaN: (x-x)/(x-x)
		return quiet(x)
	case hx >= 0x7f800000:
		return quiet(x) // x + x
	case hx >= 0x4d800000: // x >= 2^28
		return Logf(x) + asinhfLn2
	case hx == 0x3f800000:
		return 0
	case hx > 0x40000000: // x > 2
		t := x * x
		return Logf(float32(2*x) - 1/(x+sqrtf(t-1)))
	}
	t := x - 1
	return Log1pf(t + sqrtf(float32(2*t)+float32(t*t)))
}

// Atanhf is glibc's atanhf.
func Atanhf(x float32) float32 {
	xa := float32(math.Abs(float64(x)))
	var t float32
	switch {
	case x != x:
		return quiet(x) // x / 0
	case xa < 0x1p-28:
		return x
	case xa < 0.5:
		t = xa + xa
		t = 0.5 * Log1pf(t+float32(t*xa)/(1-xa))
	case xa < 1:
		t = 0.5 * Log1pf((xa+xa)/(1-xa))
	case xa > 1: // the wrapper's zero/zero
		return math.Float32frombits(0xffc00000)
	default:
		return float32(math.Copysign(math.Inf(1), float64(x))) // x / 0
	}
	return float32(math.Copysign(float64(t), float64(x)))
}

// sqrtf is the correctly rounded float square root (sqrtss).
func sqrtf(x float32) float32 { return float32(math.Sqrt(float64(x))) }
