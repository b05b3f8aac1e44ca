package glibc

// The double atan and atan2 of glibc 2.35 and later (sysdeps/ieee754/dbl-64/s_atan.c,
// e_atan2.c, atnat.h, atnat2.h, uatan.tbl: IBM's accurate mathematical library, its
// multi-precision paths removed): an odd polynomial near 0, else a Taylor polynomial around
// the nearest x_i of a table of 241 points in [1/16, 1], with 1/x (or x/y) in double-double
// above 1. Built with -mfma -mavx2 in the copy x86-64 glibc runs (s_atan-fma.c,
// e_atan2-fma.c): EMULV's low part is one fused operation and gcc fuses as log.go says.
//
// Ported from glibc; IBM Accurate Mathematical Library, Copyright (C) 2001-2024 Free Software
// Foundation, Inc.; licensed under the GNU Lesser General Public License, version 2.1 or later.

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// two52 rounds a double in [0, 2^52) to an integer when added and subtracted.
const two52 = 0x1p52

// atanPoly1 is polynomial I's d3 + d5 v + ... + d13 v^5 (v = x^2), Horner's scheme fused.
func atanPoly1(v float64) float64 {
	yy := fused.FMA(v, atanD13, atanD11)
	yy = fused.FMA(v, yy, atanD9)
	yy = fused.FMA(v, yy, atanD7)
	yy = fused.FMA(v, yy, atanD5)
	return fused.FMA(v, yy, atanD3)
}

// atanIndex is the table row for u in [1/16, 1): (2^52 + 256u) - 2^52 - 16.
func atanIndex(u float64) int {
	return int(fused.FMA(256, u, two52)-two52) - 16
}

// atanTail is the table polynomial c2 + v (c3 + v (c4 + v (c5 + v c6))) around x_i.
func atanTail(c *[7]float64, v float64) float64 {
	p := fused.FMA(v, c[6], c[5])
	p = fused.FMA(v, p, c[4])
	p = fused.FMA(v, p, c[3])
	return fused.FMA(v, p, c[2])
}

// emulvLow is EMULV's low part with DLA_FMS: x*y - p exactly, p = x*y rounded.
func emulvLow(x, y, p float64) float64 { return fused.FMA(x, y, -p) }

// Atan is glibc's atan.
func Atan(x float64) float64 {
	if x != x {
		return quiet64(x) // x + x
	}
	u := math.Abs(x)
	switch {
	case u < atanA:
		return x
	case u < atanB:
		v := x * x
		return fused.FMA(atanPoly1(v), float64(x*v), x)
	case u < atanC:
		c := &atanCij[atanIndex(u)]
		z := u - c[0]
		yy := fused.FMA(z, c[6], c[5])
		yy = fused.FMA(z, yy, c[4])
		yy = fused.FMA(z, yy, c[3])
		yy = fused.FMA(z, yy, c[2])
		return math.Copysign(fused.FMA(yy, z, c[1]), x)
	case u < atanD:
		w := 1 / u
		t1 := w * u
		t2 := emulvLow(w, u, t1)
		c := &atanCij[atanIndex(w)]
		// ww = w*((1-t1)-t2) is fused into the sum that is its only use.
		z := fused.FMA(w, (1-t1)-t2, w-c[0])
		yy := fused.FMA(z, c[6], c[5])
		yy = fused.FMA(z, yy, c[4])
		yy = fused.FMA(z, yy, c[3])
		yy = fused.FMA(z, yy, c[2])
		yy = fused.FMA(-z, yy, atanHpi1)
		t1 = atanHpi - c[1]
		return math.Copysign(t1+yy, x)
	case u < atanE:
		w := 1 / u
		v := w * w
		t1 := w * u
		t2 := emulvLow(w, u, t1)
		yy := atanPoly1(v)
		t3, cor := exactSub(atanHpi, w)
		// ww and yy*(w*v) are used past ESUB's branch: gcc leaves them rounded products.
		ww := w * ((1 - t1) - t2)
		yy = ((atanHpi1 + cor) - ww) - float64(yy*float64(w*v))
		return math.Copysign(t3+yy, x)
	}
	if x > 0 {
		return atanHpi
	}
	return atanMhpi
}

// exactSub is ESUB: z + zz = x - y exactly.
func exactSub(x, y float64) (z, zz float64) {
	z = x - y
	if math.Abs(x) > math.Abs(y) {
		return z, (x - z) - y
	}
	return z, x - (y + z)
}

// Atan2 is glibc's atan2(y, x).
func Atan2(y, x float64) float64 {
	bx, by := math.Float64bits(x), math.Float64bits(y)
	ux, uy := uint32(bx>>32), uint32(by>>32)
	dx, dy := uint32(bx), uint32(by)
	switch {
	case x != x:
		return nanSum64(x, y) // x + y
	case y != y:
		return quiet64(y) // y + y
	case by == 0:
		if bx>>63 == 0 {
			return 0
		}
		return atan2Opi
	case by == 1<<63:
		if bx>>63 == 0 {
			return math.Copysign(0, -1)
		}
		return atan2Mopi
	case x == 0:
		if by>>63 == 0 {
			return atan2Hpi
		}
		return atan2Mhpi
	}
	if dx == 0 && (ux == 0x7ff00000 || ux == 0xfff00000) { // x = +-inf
		yInf := dy == 0 && (uy == 0x7ff00000 || uy == 0xfff00000)
		switch {
		case ux == 0x7ff00000 && yInf && uy == 0x7ff00000:
			return atan2Qpi
		case ux == 0x7ff00000 && yInf:
			return atan2Mqpi
		case ux == 0x7ff00000 && by>>63 == 0:
			return 0
		case ux == 0x7ff00000:
			return math.Copysign(0, -1)
		case yInf && uy == 0x7ff00000:
			return atan2Tqpi
		case yInf:
			return atan2Mtqpi
		case by>>63 == 0:
			return atan2Opi
		}
		return atan2Mopi
	}
	if dy == 0 && uy == 0x7ff00000 {
		return atan2Hpi
	}
	if dy == 0 && uy == 0xfff00000 {
		return atan2Mhpi
	}

	ax, ay := math.Abs(x), math.Abs(y)
	const ep, em = 59768832, -59768832 // 57*16^5: exponents 57 binades apart
	de := int32(uy&0x7ff00000) - int32(ux&0x7ff00000)
	if de >= ep {
		if y > 0 {
			return atan2Hpi
		}
		return atan2Mhpi
	}
	if de <= em {
		if x > 0 {
			return math.Copysign(ay/ax, y)
		}
		if y > 0 {
			return atan2Opi
		}
		return atan2Mopi
	}
	if ax < atan2Twom500 || ay < atan2Twom500 {
		ax *= atan2Two500
		ay *= atan2Two500
	}
	if ax > atan2Two500 || ay > atan2Two500 {
		ax *= atan2Twom500
		ay *= atan2Twom500
	}
	var u, du float64
	if ay < ax {
		u = ay / ax
		v := ax * u
		vv := emulvLow(ax, u, v)
		du = ((ay - v) - vv) / ax
	} else {
		u = ax / ay
		v := ay * u
		vv := emulvLow(ay, u, v)
		du = ((ax - v) - vv) / ay
	}
	var z float64
	switch {
	case x > 0 && ay < ax: // atan(ay/ax)
		if u < atan2Inv16 {
			v := u * u
			// zz = du + u*v*poly: the product (u*v)*poly is fused into the sum.
			zz := fused.FMA(float64(u*v), atanPoly1(v), du)
			z = u + zz
			break
		}
		c := &atanCij[atanIndex(u)]
		t3 := u - c[0]
		v, dv := fastTwoSum(t3, du)
		t2 := c[2]
		// zz = v*t2 + (dv*t2 + v*v*(c3 + v*(c4 + ...))): gcc fuses the products in the order
		// it meets them, so v*t2 and dv*t2 take the sums and (v*v)*(...) stays rounded.
		p := fused.FMA(v, c[6], c[5])
		p = fused.FMA(v, p, c[4])
		p = fused.FMA(v, p, c[3])
		zz := fused.FMA(v, t2, fused.FMA(dv, t2, float64(float64(v*v)*p)))
		z = c[1] + zz
	case x > 0: // pi/2 - atan(ax/ay)
		if u < atan2Inv16 {
			v := u * u
			// zz's use is past ESUB's (and EADD's, below) branch: a rounded product.
			zz := float64(u*v) * atanPoly1(v)
			t2, cor := exactSub(atan2Hpi, u)
			t3 := ((atan2Hpi1 + cor) - du) - zz
			z = t2 + t3
			break
		}
		c := &atanCij[atanIndex(u)]
		v := (u - c[0]) + du
		zz := fused.FMA(-v, atanTail(c, v), atan2Hpi1)
		z = (atan2Hpi - c[1]) + zz
	case ax < ay: // pi/2 + atan(ax/ay)
		if u < atan2Inv16 {
			v := u * u
			zz := float64(u*v) * atanPoly1(v)
			t2, cor := fastTwoSum(atan2Hpi, u)
			t3 := ((atan2Hpi1 + cor) + du) + zz
			z = t2 + t3
			break
		}
		c := &atanCij[atanIndex(u)]
		v := (u - c[0]) + du
		zz := fused.FMA(v, atanTail(c, v), atan2Hpi1)
		z = (atan2Hpi + c[1]) + zz
	default: // pi - atan(ay/ax)
		if u < atan2Inv16 {
			v := u * u
			zz := float64(u*v) * atanPoly1(v)
			t2, cor := exactSub(atan2Opi, u)
			t3 := ((atan2Opi1 + cor) - du) - zz
			z = t2 + t3
			break
		}
		c := &atanCij[atanIndex(u)]
		v := (u - c[0]) + du
		zz := fused.FMA(-v, atanTail(c, v), atan2Opi1)
		z = (atan2Opi - c[1]) + zz
	}
	return math.Copysign(z, y)
}

// nanSum64 is x + y for a NaN x as SSE computes it: x's NaN, quieted.
func nanSum64(x, y float64) float64 {
	if x != x {
		return quiet64(x)
	}
	return quiet64(y)
}
