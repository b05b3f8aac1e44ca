package glibc

// The float tan of glibc (sysdeps/ieee754/flt-32/s_tanf.c, k_tanf.c): fdlibm's kernel in float
// arithmetic after the argument reduction of sinf (s_sincosf.h). s_tanf.c has no FMA copy, so
// nothing is fused: every product is rounded (the float32 conversions keep Go from fusing).
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

var tanfT = [13]float32{
	0x1.555556p-2, 0x1.111112p-3, 0x1.ba1ba2p-5, 0x1.664f48p-6, 0x1.226e3ep-7, 0x1.d6d22cp-9,
	0x1.7dbc90p-10, 0x1.344d90p-11, 0x1.026f72p-12, 0x1.47e88ap-14, 0x1.2b80f4p-14,
	-0x1.375cbep-16, 0x1.b2a708p-16,
}

const (
	tanfPio4   = float32(0x1.921fb4p-1)  // 0x3f490fda
	tanfPio4lo = float32(0x1.4442d0p-25) // 0x33222168
)

// kernelTanf is __kernel_tanf: tan(x + y) for iy = 1, -1/tan(x + y) for iy = -1, |x| <= pi/4.
func kernelTanf(x, y float32, iy int32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	if ix < 0x39000000 { // |x| < 2^-13
		switch {
		case ix|(iy+1) == 0:
			return 1 / float32(math.Abs(float64(x)))
		case iy == 1:
			return x
		}
		return -1 / x
	}
	big := ix >= 0x3f2ca140 // |x| >= 0.6744
	if big {
		if hx < 0 {
			x, y = -x, -y
		}
		z := tanfPio4 - x
		w := tanfPio4lo - y
		x, y = z+w, 0
		if float32(math.Abs(float64(x))) < 0x1p-13 {
			return float32((1-(hx>>30)&2)*iy) * (1 - float32(float32(2*iy)*x))
		}
	}
	T := &tanfT
	z := x * x
	w := z * z
	r := T[1] + float32(w*(T[3]+float32(w*(T[5]+float32(w*(T[7]+float32(w*(T[9]+float32(w*T[11])))))))))
	v := z * (T[2] + float32(w*(T[4]+float32(w*(T[6]+float32(w*(T[8]+float32(w*(T[10]+float32(w*T[12]))))))))))
	s := z * x
	r = y + float32(z*(float32(s*(r+v))+y))
	r += float32(T[0] * s)
	w = x + r
	if big {
		v = float32(iy)
		return float32(1-(hx>>30)&2) * (v - float32(2*(x-(float32(w*w)/(w+v)-r))))
	}
	if iy == 1 {
		return w
	}
	// -1/(x+r) accurately, from w's leading 12 bits.
	z = math.Float32frombits(math.Float32bits(w) & 0xfffff000)
	v = r - (z - x)
	a := -1 / w
	t := math.Float32frombits(math.Float32bits(a) & 0xfffff000)
	s = 1 + float32(t*z)
	return t + float32(a*(s+float32(t*v)))
}

// Tanf is glibc's tanf.
func Tanf(x float32) float32 {
	ix := math.Float32bits(x) & 0x7fffffff
	switch {
	case ix <= 0x3f490fda: // |x| <= pi/4
		return kernelTanf(x, 0, 1)
	case ix >= 0x7f800000:
		return invalid(x) // x - x
	}
	// rem_pio2f: the reduction of sinf, its product with pi/2 rounded (no FMA here).
	var dx float64
	var n int
	if abstop12(x) < top12Big {
		dx = float64(x)
		r := dx * hpiInv
		n = int((int32(r) + 0x800000) >> 24)
		dx -= float64(float64(n) * hpi)
	} else {
		xi := math.Float32bits(x)
		dx, n = reduceLarge(xi)
		if xi>>31 != 0 {
			dx = -dx
		}
	}
	y0 := float32(dx)
	y1 := float32(dx - float64(y0))
	return kernelTanf(y0, y1, int32(1-(n&1)<<1))
}
