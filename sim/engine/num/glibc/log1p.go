package glibc

// The double log1p of glibc (sysdeps/ieee754/dbl-64/s_log1p.c): fdlibm's, 1+x split into
// 2^k (1+f) with the rounding error of 1+x kept, and log(1+f) from s = f/(2+f). x86-64 glibc
// 2.39 runs its FMA copy (s_log1p-fma.c; Debian's 2.36 has it too), fused as log.go says.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

const (
	log1pLn2Hi = 6.93147180369123816490e-01
	log1pLn2Lo = 1.90821492927058770002e-10
	log1pLp1   = 6.666666666666735130e-01
	log1pLp2   = 3.999999999940941908e-01
	log1pLp3   = 2.857142874366239149e-01
	log1pLp4   = 2.222219843214978396e-01
	log1pLp5   = 1.818357216161805012e-01
	log1pLp6   = 1.531383769920937332e-01
	log1pLp7   = 1.479819860511658591e-01
)

// Log1p is glibc's log1p.
func Log1p(x float64) float64 {
	hx := int32(math.Float64bits(x) >> 32)
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float64
	var hu int32
	if hx < 0x3fda827a { // x < 0.41422
		if ax >= 0x3ff00000 { // x <= -1, -inf, a negative NaN
			if x == -1 {
				return math.Inf(-1)
			}
			return logInvalid(x) // (x-x)/(x-x)
		}
		if ax < 0x3e200000 { // |x| < 2^-29
			if ax < 0x3c900000 { // |x| < 2^-54
				return x
			}
			return fused.FMA(-float64(x*x), 0.5, x)
		}
		if hx > 0 || hx <= int32(-0x402d413d) { // -0.2929 < x < 0.41422: 0xbfd2bec3
			k, f, hu = 0, x, 1
		}
	} else if hx >= 0x7ff00000 {
		if x != x {
			return quiet64(x) // x + x
		}
		return x
	}
	if k != 0 {
		var u float64
		if hx < 0x43400000 {
			u = 1 + x
			hu = int32(math.Float64bits(u) >> 32)
			k = hu>>20 - 1023
			if k > 0 { // the rounding error of 1+x
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = int32(math.Float64bits(u) >> 32)
			k = hu>>20 - 1023
			c = 0
		}
		hu &= 0x000fffff
		if hu < 0x6a09e {
			u = setHigh(u, uint32(hu|0x3ff00000)) // u normalised
		} else {
			k++
			u = setHigh(u, uint32(hu|0x3fe00000)) // u/2 normalised
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float64(0.5*f) * f
	fk := float64(k)
	if hu == 0 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c = fused.FMA(fk, log1pLn2Lo, c)
			return fused.FMA(fk, log1pLn2Hi, c)
		}
		// R is used in two branches: a rounded product.
		R := hfsq * fused.FMA(-0.66666666666666666, f, 1)
		if k == 0 {
			return f - R
		}
		return fused.FMA(fk, log1pLn2Hi, -((R - fused.FMA(fk, log1pLn2Lo, c)) - f))
	}
	s := f / (2 + f)
	z := s * s
	z2 := z * z
	r2 := fused.FMA(z, log1pLp3, log1pLp2)
	z4 := z2 * z2
	r3 := fused.FMA(z, log1pLp5, log1pLp4)
	z6 := z4 * z2
	r4 := fused.FMA(z, log1pLp7, log1pLp6)
	// R = z*Lp1 + z2*R2 + z4*R3 + z6*R4: gcc fuses z*Lp1 (met first) into the first sum, so
	// z2*R2 stays rounded.
	R := fused.FMA(z6, r4, fused.FMA(z4, r3, fused.FMA(z, log1pLp1, float64(z2*r2))))
	// Both branches compute s*(hfsq+R): gcc hoists it above them as one rounded product.
	sr := float64(s * (hfsq + R))
	if k == 0 {
		return f - (hfsq - sr)
	}
	return fused.FMA(fk, log1pLn2Hi, -((hfsq - (sr + fused.FMA(fk, log1pLn2Lo, c))) - f))
}
