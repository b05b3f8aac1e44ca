package glibc

// The double asin and acos of glibc 2.35 and later (sysdeps/ieee754/dbl-64/e_asin.c,
// uasncs.h, asincos.tbl, root.tbl, powtwo.tbl: IBM's accurate mathematical library, its
// multi-precision paths removed): a Taylor series below 1/8, Taylor polynomials around the
// points of a table up to 0.96875, and above it asin(x) = pi/2 - 2 asin(sqrt((1-x)/2)) with the
// square root from a table and Newton's method. Built with -mfma -mavx2 in the copy x86-64
// glibc runs (e_asin-fma.c), fused as log.go says; their SVID wrappers (w_asin_compat.c,
// w_acos_compat.c) answer |x| > 1 with +NaN.
//
// Ported from glibc; IBM Accurate Mathematical Library, Copyright (C) 2001-2024 Free Software
// Foundation, Inc.; licensed under the GNU Lesser General Public License, version 2.1 or later.

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// uasncs.h's decimal constants: the Taylor series of asin, Newton's start for 1/sqrt, and the
// splitting constants.
const (
	asinF1  = 1.66666666666664110590506577996662e-01
	asinF2  = 7.50000000026122686814431784722623e-02
	asinF3  = 4.46428561421059750978517350006940e-02
	asinF4  = 3.03821268582119319911193410625235e-02
	asinF5  = 2.23551211026525610742786300334557e-02
	asinF6  = 1.81382903404565056280372531963613e-02
	asinRt0 = 9.99999999859990725855365213134618e-01
	asinRt1 = 4.99999999495955425917856814202739e-01
	asinRt2 = 3.75017500867345182581453026130850e-01
	asinRt3 = 3.12523626554518656309172508769531e-01
	asinT24 = 16777216.0
	asinT27 = 134217728.0
)

// asinSeries is f1 + f2 z + ... + f6 z^5, Horner's scheme fused.
func asinSeries(z float64) float64 {
	p := fused.FMA(asinF6, z, asinF5)
	p = fused.FMA(p, z, asinF4)
	p = fused.FMA(p, z, asinF3)
	p = fused.FMA(p, z, asinF2)
	return fused.FMA(p, z, asinF1)
}

// asinTable evaluates the table's polynomial for |x| in [0.125, 0.96875): with hi the high
// word of |x|, it returns the index of asin(x_n) and the correction t, asin(|x|) being
// asinTab[at] + t.
func asinTable(ax float64, hi uint32) (at int, t float64) {
	var n, deg int
	switch {
	case hi < 0x3fd00000:
		n, deg = 11*int((hi&0xfffff)>>15), 5
	case hi < 0x3fe00000:
		n, deg = 11*int((hi&0xfffff)>>14)+352, 5
	case hi < 0x3fe80000:
		n, deg = 1056+int((hi&0xfe000)>>11)*3, 6
	case hi < 0x3fed8000:
		n, deg = 992+int((hi&0xfe000)>>13)*13, 7
	case hi < 0x3fee8000:
		n, deg = 884+int((hi&0xfe000)>>13)*14, 8
	default:
		n, deg = 768+int((hi&0xfe000)>>13)*15, 9
	}
	c := asinTab[n : n+deg+4]
	xx := ax - c[0]
	p := c[deg+1]
	for i := deg; i >= 2; i-- {
		p = fused.FMA(xx, p, c[i])
	}
	// p = xx*xx*(...) + c; t = c1*xx; t += p: both products are fused into their sums.
	p = fused.FMA(float64(xx*xx), p, c[deg+2])
	return n + deg + 3, fused.FMA(c[1], xx, p)
}

// asinSqrt returns, for z = (1-|x|)/2 in (0, 1/64], the root split as y (its leading bits) and
// the terms cc and p of both functions' last step; y27 chooses acos's split (at 2^27, else at
// 2^24).
func asinSqrt(z float64, y27 bool) (y, cc, p float64) {
	k := uint32(math.Float64bits(z) >> 32)
	t := asinInroot[(k&0x001fffff)>>14] * math.Ldexp(1, 511-int(k>>21))
	r := fused.FMA(-float64(t*t), z, 1)
	t *= fused.FMA(r, fused.FMA(r, fused.FMA(r, asinRt3, asinRt2), asinRt1), asinRt0)
	c := t * z
	// t = c*(1.5 - 0.5*t*c) has one use, the sum t+y, and is fused into it.
	s := fused.FMA(-float64(0.5*t), c, 1.5)
	if y27 {
		y = fused.FMA(-asinT27, c, fused.FMA(asinT27, c, c))
	} else {
		y = (c + asinT24) - asinT24
	}
	cc = fused.FMA(-y, y, z) / fused.FMA(c, s, y)
	p = asinSeries(z) * z
	return y, cc, p
}

// Asin is glibc's asin.
func Asin(x float64) float64 {
	bits := math.Float64bits(x)
	hi := uint32(bits>>32) & 0x7fffffff
	neg := bits>>63 != 0
	ax := math.Abs(x)
	var res float64
	switch {
	case hi < 0x3e500000: // |x| < 2^-26
		return x
	case hi < 0x3fc00000: // |x| < 1/8
		x2 := x * x
		return fused.FMA(asinSeries(x2), float64(x2*x), x)
	case hi < 0x3fef0000: // |x| < 0.96875
		at, t := asinTable(ax, hi)
		res = asinTab[at] + t
	case hi < 0x3ff00000:
		y, cc, p := asinSqrt(0.5*(1-ax), false)
		cor := fused.FMA(-float64(2*(y+cc)), p, fused.FMA(-2, cc, asinHp1))
		res = fused.FMA(-2, y, asinHp0) + cor
	case ax == 1:
		res = asinHp0
	default:
		return domainNaN64(x)
	}
	if neg {
		return -res
	}
	return res
}

// Acos is glibc's acos.
func Acos(x float64) float64 {
	bits := math.Float64bits(x)
	hi := uint32(bits>>32) & 0x7fffffff
	neg := bits>>63 != 0
	ax := math.Abs(x)
	switch {
	case hi < 0x3c880000: // |x| < 2^-54
		return asinHp0
	case hi < 0x3fc00000: // |x| < 1/8
		x2 := x * x
		r := asinHp0 - x
		cor := fused.FMA(-asinSeries(x2), float64(x2*x), ((asinHp0-r)-x)+asinHp1)
		return r + cor
	case hi < 0x3fef0000: // |x| < 0.96875
		at, t := asinTable(ax, hi)
		if neg {
			return (asinHp0 + asinTab[at]) + (asinHp1 + t)
		}
		return (asinHp0 - asinTab[at]) + (asinHp1 - t)
	case hi < 0x3ff00000:
		var z float64
		if neg {
			z = 0.5 * (1 + x)
		} else {
			z = 0.5 * (1 - x)
		}
		y, cc, p := asinSqrt(z, true)
		// Both branches compute (y+cc)*p: gcc hoists it above them as one rounded product.
		yp := float64((y + cc) * p)
		var res float64
		if neg {
			res = (asinHp0 - y) + ((asinHp1 - cc) - yp)
		} else {
			res = y + (cc + yp)
		}
		return res + res
	case x == 1:
		return 0
	case x == -1:
		return 2 * asinHp0
	}
	return domainNaN64(x)
}

// domainNaN64 is the +NaN of glibc's SVID wrappers for an argument outside the domain, and
// the quieted argument for a NaN.
func domainNaN64(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	return math.Float64frombits(0x7ff8000000000000)
}
