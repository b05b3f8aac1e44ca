package glibc

// The float log1p and log10 of glibc (sysdeps/ieee754/flt-32/s_log1pf.c, e_log10f.c): fdlibm
// in float arithmetic, with no FMA copy (every product rounded; the float32 conversions keep
// Go from fusing). log10f calls __ieee754_logf, the FMA copy of logf (Logf), and its SVID
// wrapper (w_log10f_compat.c) answers x <= 0: -inf for zero, +NaN below.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

const (
	log1pfLn2Hi = float32(6.9313812256e-01)
	log1pfLn2Lo = float32(9.0580006145e-06)
	log1pfLp1   = float32(6.6666668653e-01)
	log1pfLp2   = float32(4.0000000596e-01)
	log1pfLp3   = float32(2.8571429849e-01)
	log1pfLp4   = float32(2.2222198546e-01)
	log1pfLp5   = float32(1.8183572590e-01)
	log1pfLp6   = float32(1.5313838422e-01)
	log1pfLp7   = float32(1.4798198640e-01)
)

// Log1pf is glibc's log1pf.
func Log1pf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float32
	var hu int32
	if hx < 0x3ed413d7 { // x < 0.41422
		if ax >= 0x3f800000 { // x <= -1
			if x == -1 {
				return float32(math.Inf(-1))
			}
			return invalid(x) // (x-x)/(x-x)
		}
		if ax < 0x31000000 { // |x| < 2^-29
			if ax < 0x24800000 { // |x| < 2^-54
				return x
			}
			return x - float32(float32(x*x)*0.5)
		}
		if hx > 0 || hx <= int32(-0x416a09e1) { // -0.2929 < x < 0.41422: 0xbe95f61f
			k, f, hu = 0, x, 1
		}
	}
	if hx >= 0x7f800000 {
		return quiet(x) // x + x
	}
	if k != 0 {
		var u float32
		if hx < 0x5a000000 {
			u = 1 + x
			hu = int32(math.Float32bits(u))
			k = hu>>23 - 127
			if k > 0 { // the rounding error of 1+x
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = int32(math.Float32bits(u))
			k = hu>>23 - 127
			c = 0
		}
		hu &= 0x007fffff
		if hu < 0x3504f7 {
			u = math.Float32frombits(uint32(hu | 0x3f800000)) // u normalised
		} else {
			k++
			u = math.Float32frombits(uint32(hu | 0x3f000000)) // u/2 normalised
			hu = (0x00800000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float32(0.5*f) * f
	fk := float32(k)
	if hu == 0 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float32(fk * log1pfLn2Lo)
			return float32(fk*log1pfLn2Hi) + c
		}
		R := hfsq * (1 - float32(0.66666666666666666*f))
		if k == 0 {
			return f - R
		}
		return float32(fk*log1pfLn2Hi) - ((R - (float32(fk*log1pfLn2Lo) + c)) - f)
	}
	s := f / (2 + f)
	z := s * s
	R := z * (log1pfLp1 + float32(z*(log1pfLp2+float32(z*(log1pfLp3+float32(z*(log1pfLp4+float32(z*(log1pfLp5+float32(z*(log1pfLp6+float32(z*log1pfLp7))))))))))))
	if k == 0 {
		return f - (hfsq - float32(s*(hfsq+R)))
	}
	return float32(fk*log1pfLn2Hi) - ((hfsq - (float32(s*(hfsq+R)) + (float32(fk*log1pfLn2Lo) + c))) - f)
}

const (
	log10fTwo25    = float32(3.3554432000e+07)
	log10fIvln10   = float32(4.3429449201e-01)
	log10fLog2Hi   = float32(3.0102920532e-01)
	log10fLog2Lo   = float32(7.9034151668e-07)
	log10fNegative = 0x7fc00000 // the wrapper's +NaN
)

// Log10f is glibc's log10f.
func Log10f(x float32) float32 {
	hx := int32(math.Float32bits(x))
	switch {
	case x == 0:
		return float32(math.Inf(-1))
	case x < 0:
		return math.Float32frombits(log10fNegative)
	}
	k := int32(0)
	if hx < 0x00800000 { // subnormal (a negative NaN lands here too)
		if hx < 0 {
			return quiet(x) // (x-x)/(x-x)
		}
		k -= 25
		x *= log10fTwo25
		hx = int32(math.Float32bits(x))
	}
	if hx >= 0x7f800000 {
		return quiet(x) // x + x
	}
	k += hx>>23 - 127
	i := int32(uint32(k) >> 31)
	hx = hx&0x007fffff | (0x7f-i)<<23
	y := float32(k + i)
	x = math.Float32frombits(uint32(hx))
	z := float32(y*log10fLog2Lo) + float32(log10fIvln10*Logf(x))
	return z + float32(y*log10fLog2Hi)
}
