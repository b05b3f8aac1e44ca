package glibc

// The float atan and atan2 of glibc (sysdeps/ieee754/flt-32/s_atanf.c, e_atan2f.c): fdlibm in
// float arithmetic, with no FMA copy (every product rounded; the float32 conversions keep Go
// from fusing). The constants are fdlibm's decimal literals, which round to the same floats.
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

var (
	atanfHi = [4]float32{4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e+00}
	atanfLo = [4]float32{5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08}
	atanfT  = [11]float32{3.3333334327e-01, -2.0000000298e-01, 1.4285714924e-01, -1.1111110449e-01,
		9.0908870101e-02, -7.6918758452e-02, 6.6610731184e-02, -5.8335702866e-02, 4.9768779427e-02,
		-3.6531571299e-02, 1.6285819933e-02}
)

// Atanf is glibc's atanf.
func Atanf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	var id int
	switch {
	case ix >= 0x4c000000: // |x| >= 2^25
		if ix > 0x7f800000 {
			return quiet(x) // x + x
		}
		if hx > 0 {
			return atanfHi[3] + atanfLo[3]
		}
		return -atanfHi[3] - atanfLo[3]
	case ix < 0x3ee00000: // |x| < 0.4375
		if ix < 0x31000000 { // |x| < 2^-29
			return x
		}
		id = -1
	default:
		x = float32(math.Abs(float64(x)))
		switch {
		case ix < 0x3f300000: // 7/16 <= |x| < 11/16
			id, x = 0, (float32(2*x)-1)/(2+x)
		case ix < 0x3f980000: // 11/16 <= |x| < 19/16
			id, x = 1, (x-1)/(x+1)
		case ix < 0x401c0000: // |x| < 2.4375
			id, x = 2, (x-1.5)/(1+float32(1.5*x))
		default:
			id, x = 3, -1/x
		}
	}
	T := &atanfT
	z := x * x
	w := z * z
	s1 := z * (T[0] + float32(w*(T[2]+float32(w*(T[4]+float32(w*(T[6]+float32(w*(T[8]+float32(w*T[10]))))))))))
	s2 := w * (T[1] + float32(w*(T[3]+float32(w*(T[5]+float32(w*(T[7]+float32(w*T[9]))))))))
	if id < 0 {
		return x - float32(x*(s1+s2))
	}
	z = atanfHi[id] - ((float32(x*(s1+s2)) - atanfLo[id]) - x)
	if hx < 0 {
		return -z
	}
	return z
}

const (
	atan2fTiny = float32(1.0e-30)
	atan2fPio4 = float32(7.8539818525e-01)
	atan2fPio2 = float32(1.5707963705e+00)
	atan2fPi   = float32(3.1415927410e+00)
	atan2fPiLo = float32(-8.7422776573e-08)
)

// Atan2f is glibc's atan2f(y, x).
func Atan2f(y, x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	hy := int32(math.Float32bits(y))
	iy := hy & 0x7fffffff
	if ix > 0x7f800000 || iy > 0x7f800000 {
		return nanSum32(x, y) // x + y
	}
	if hx == 0x3f800000 {
		return Atanf(y)
	}
	m := hy>>31&1 | hx>>30&2 // 2*sign(x) + sign(y)
	pi, pio2, tiny := atan2fPi, atan2fPio2, atan2fTiny
	if iy == 0 {
		switch m {
		case 0, 1:
			return y
		case 2:
			return pi + tiny
		}
		return -pi - tiny
	}
	if ix == 0 || (iy == 0x7f800000 && ix != 0x7f800000) {
		if hy < 0 {
			return -pio2 - tiny
		}
		return pio2 + tiny
	}
	if ix == 0x7f800000 {
		if iy == 0x7f800000 {
			switch m {
			case 0:
				return atan2fPio4 + tiny
			case 1:
				return -atan2fPio4 - tiny
			case 2:
				return float32(3*atan2fPio4) + tiny
			}
			return float32(-3*atan2fPio4) - tiny
		}
		switch m {
		case 0:
			return 0
		case 1:
			return float32(math.Copysign(0, -1))
		case 2:
			return pi + tiny
		}
		return -pi - tiny
	}
	var z float32
	switch k := (iy - ix) >> 23; {
	case k > 60: // |y/x| > 2^60
		z = pio2 + float32(0.5*atan2fPiLo)
	case hx < 0 && k < -60:
		z = 0
	default:
		z = Atanf(float32(math.Abs(float64(y / x))))
	}
	switch m {
	case 0:
		return z
	case 1:
		return -z
	case 2:
		return pi - (z - atan2fPiLo)
	}
	return (z - atan2fPiLo) - pi
}

// nanSum32 is x + y for a NaN x or y as SSE computes it: the first operand's NaN, quieted,
// else the second's.
func nanSum32(x, y float32) float32 {
	if b := math.Float32bits(x); b&0x7fffffff > 0x7f800000 {
		return quiet(x)
	}
	return quiet(y)
}
