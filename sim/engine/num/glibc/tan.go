package glibc

// The double tan of glibc 2.28 and later (sysdeps/ieee754/dbl-64/s_tan.c, utan.h, utan.tbl:
// IBM's accurate mathematical library, its multi-precision paths removed in 2.28): an odd
// polynomial near 0, else tan(x_i + z) from a table of x_i, tan(x_i), cot(x_i) and a short
// series for tan(z); |x| above 0.787 is reduced modulo pi/2 first (the reduction of sin.go, or
// __branred), an odd quadrant giving -cot. Built with -mfma -mavx2 in the copy x86-64 glibc
// runs, fused as log.go says.
//
// Ported from glibc; IBM Accurate Mathematical Library, Copyright (C) 2001-2024 Free Software
// Foundation, Inc.; licensed under the GNU Lesser General Public License, version 2.1 or later.

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// tanPoly1 is polynomial I's sum d3 x^2 + ... + d11 x^10 before its multiplication by x^3.
func tanPoly1(x2 float64) float64 {
	return fused.FMA(x2, fused.FMA(x2, fused.FMA(x2, fused.FMA(x2, tanD11, tanD9), tanD7), tanD5), tanD3)
}

// fastTwoSum is EADD: z + zz = x + y exactly.
func fastTwoSum(x, y float64) (z, zz float64) {
	z = x + y
	if math.Abs(x) > math.Abs(y) {
		return z, (x - z) + y
	}
	return z, (y - z) + x
}

// tanReduced is tan(a + da) (n even) or -cot(a + da) (n odd) for |a| at most about pi/4.
func tanReduced(a, da float64, n int) float64 {
	ya, yya, sy := a, da, 1.0
	if a < 0 {
		ya, yya, sy = -a, -da, -1
	}
	if ya <= tanGy2 {
		a2 := a * a
		t2 := fused.FMA(float64(a*a2), tanPoly1(a2), da)
		if n&1 == 0 {
			return a + t2
		}
		// -1/(b + db) in double-double: DIV2 (1, 0, b, db) with MUL12 as an exact product.
		b, db := fastTwoSum(a, t2)
		c := 1 / b
		u := c * b
		uu := fused.FMA(c, b, -u)
		cc := fused.FMA(-c, db, ((1-u)-uu)+0.0) / b
		z := c + cc
		zz := (c - z) + cc
		return -(z + zz)
	}
	i := int(fused.FMA(256, ya, tanMfftnhf))
	z := (ya - tanXFG[i][0]) + yya
	z2 := z * z
	pz := fused.FMA(float64(z*z2), fused.FMA(z2, tanE1, tanE0), z)
	fi, gi := tanXFG[i][1], tanXFG[i][2]
	if n&1 != 0 {
		t2 := pz * (fi + gi) / (fi + pz)
		return -sy * (gi - t2)
	}
	t2 := pz * (gi + fi) / (gi - pz)
	return sy * (fi + t2)
}

// Tan is glibc's tan.
func Tan(x float64) float64 {
	if math.Float64bits(x)>>52&0x7ff == 0x7ff {
		return logInvalid(x) // x - x
	}
	w := math.Abs(x)
	switch {
	case w <= tanG1:
		return x
	case w <= tanG2:
		x2 := x * x
		return fused.FMA(tanPoly1(x2), float64(x*x2), x)
	case w <= tanG3:
		i := int(fused.FMA(256, w, tanMfftnhf))
		z := w - tanXFG[i][0]
		z2 := z * z
		s := 1.0
		if x < 0 {
			s = -1
		}
		pz := fused.FMA(float64(z*z2), fused.FMA(z2, tanE1, tanE0), z)
		fi, gi := tanXFG[i][1], tanXFG[i][2]
		t2 := pz * (gi + fi) / (gi - pz)
		return s * (fi + t2)
	case w <= tanG4:
		t := fused.FMA(x, tanHpinv, tanToint)
		xn := t - tanToint
		t1 := fused.FMA(-xn, tanMp2, fused.FMA(-xn, tanMp1, x))
		// xn*mp3 is fused into both of its uses.
		a := fused.FMA(-xn, tanMp3, t1)
		da := fused.FMA(-xn, tanMp3, t1-a)
		return tanReduced(a, da, int(math.Float64bits(t)&1))
	case w <= tanG5:
		t := fused.FMA(x, tanHpinv, tanToint)
		xn := t - tanToint
		n := int(math.Float64bits(t) & 1)
		t1 := fused.FMA(-xn, tanMp2, fused.FMA(-xn, tanMp1, x))
		t = fused.FMA(-xn, tanPp3, t1)
		da := fused.FMA(-xn, tanPp3, t1-t)
		a := fused.FMA(-xn, tanPp4, t)
		da += fused.FMA(-xn, tanPp4, t-a)
		a, da = fastTwoSum(a, da)
		return tanReduced(a, da, n)
	}
	a, da, n := branred(x)
	a, da = fastTwoSum(a, da)
	return tanReduced(a, da, n)
}
