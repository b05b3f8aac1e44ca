package glibc

// The double erf and erfc of glibc (sysdeps/ieee754/dbl-64/s_erf.c): fdlibm's rational
// approximations, with the polynomials split in even and odd halves (Estrin's scheme). No FMA
// copy: every product rounded (the float64 conversions keep Go from fusing); the tail's calls
// of __ieee754_exp reach the FMA copy of exp (Exp).
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

const (
	erfErx = 8.45062911510467529297e-01
	erfEfx = 1.28379167095512586316e-01
)

var erfPp = [5]float64{
	1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02,
	-5.77027029648944159157e-03, -2.37630166566501626084e-05,
}

var erfQq = [6]float64{
	0.0, 3.97917223959155352819e-01, 6.50222499887672944485e-02,
	5.08130628187576562776e-03, 1.32494738004321644526e-04, -3.96022827877536812320e-06,
}

var erfPa = [7]float64{
	-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01,
	3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02,
	-2.16637559486879084300e-03,
}

var erfQa = [7]float64{
	0.0, 1.06420880400844228286e-01, 5.40397917702171048937e-01,
	7.18286544141962662868e-02, 1.26171219808761642112e-01, 1.36370839120290507362e-02,
	1.19844998467991074170e-02,
}

var erfRa = [8]float64{
	-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01,
	-6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02,
	-8.12874355063065934246e+01, -9.81432934416914548592e+00,
}

var erfSa = [9]float64{
	0.0, 1.96512716674392571292e+01, 1.37657754143519042600e+02,
	4.34565877475229228821e+02, 6.45387271733267880336e+02, 4.29008140027567833386e+02,
	1.08635005541779435134e+02, 6.57024977031928170135e+00, -6.04244152148580987438e-02,
}

var erfRb = [7]float64{
	-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01,
	-1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03,
	-4.83519191608651397019e+02,
}

var erfSb = [8]float64{
	0.0, 3.03380607434824582924e+01, 3.25792512996573918826e+02,
	1.53672958608443695994e+03, 3.19985821950859553908e+03, 2.55305040643316442583e+03,
	4.74528541206955367215e+02, -2.24409524465858183362e+01,
}

// erfSmall is r/s of erf on |x| < 0.84375, z = x*x.
func erfSmall(z float64) float64 {
	p, q := &erfPp, &erfQq
	r1 := p[0] + float64(z*p[1])
	z2 := z * z
	r2 := p[2] + float64(z*p[3])
	z4 := z2 * z2
	s1 := 1 + float64(z*q[1])
	s2 := q[2] + float64(z*q[3])
	s3 := q[4] + float64(z*q[5])
	r := r1 + float64(z2*r2) + float64(z4*p[4])
	s := s1 + float64(z2*s2) + float64(z4*s3)
	return r / s
}

// erfMid is P/Q of erf around 1 (0.84375 <= |x| < 1.25), s = |x|-1.
func erfMid(s float64) float64 {
	p, q := &erfPa, &erfQa
	p1 := p[0] + float64(s*p[1])
	s2 := s * s
	q1 := 1 + float64(s*q[1])
	s4 := s2 * s2
	p2 := p[2] + float64(s*p[3])
	s6 := s4 * s2
	q2 := q[2] + float64(s*q[3])
	p3 := p[4] + float64(s*p[5])
	q3 := q[4] + float64(s*q[5])
	P := p1 + float64(s2*p2) + float64(s4*p3) + float64(s6*p[6])
	Q := q1 + float64(s2*q2) + float64(s4*q3) + float64(s6*q[6])
	return P / Q
}

// erfTail is exp(-x*x - 0.5625 + R/S) for x = |x| >= 1.25, the square split exactly through
// x's high word; below split (erf's and erfc's differ by one) it takes the first R/S.
func erfTail(x float64, split uint32) float64 {
	s := 1 / float64(x*x)
	var R, S float64
	if uint32(math.Float64bits(x)>>32) < split { // |x| < 1/0.35
		r, q := &erfRa, &erfSa
		r1 := r[0] + float64(s*r[1])
		s2 := s * s
		q1 := 1 + float64(s*q[1])
		s4 := s2 * s2
		r2 := r[2] + float64(s*r[3])
		s6 := s4 * s2
		q2 := q[2] + float64(s*q[3])
		s8 := s4 * s4
		r3 := r[4] + float64(s*r[5])
		q3 := q[4] + float64(s*q[5])
		r4 := r[6] + float64(s*r[7])
		q4 := q[6] + float64(s*q[7])
		R = r1 + float64(s2*r2) + float64(s4*r3) + float64(s6*r4)
		S = q1 + float64(s2*q2) + float64(s4*q3) + float64(s6*q4) + float64(s8*q[8])
	} else {
		r, q := &erfRb, &erfSb
		r1 := r[0] + float64(s*r[1])
		s2 := s * s
		q1 := 1 + float64(s*q[1])
		s4 := s2 * s2
		r2 := r[2] + float64(s*r[3])
		s6 := s4 * s2
		q2 := q[2] + float64(s*q[3])
		r3 := r[4] + float64(s*r[5])
		q3 := q[4] + float64(s*q[5])
		q4 := q[6] + float64(s*q[7])
		R = r1 + float64(s2*r2) + float64(s4*r3) + float64(s6*r[6])
		S = q1 + float64(s2*q2) + float64(s4*q3) + float64(s6*q4)
	}
	z := math.Float64frombits(math.Float64bits(x) &^ 0xffffffff)
	return Exp(float64(-z*z)-0.5625) * Exp(float64((z-x)*(z+x))+R/S)
}

// Erf is glibc's erf.
func Erf(x float64) float64 {
	bits := math.Float64bits(x)
	ix := uint32(bits>>32) & 0x7fffffff
	neg := bits>>63 != 0
	switch {
	case x != x:
		return quiet64(x) // (1-i) + 1/x
	case ix >= 0x7ff00000: // erf(+-inf) = +-1
		return math.Copysign(1, x)
	case ix < 0x00800000: // without a spurious underflow
		return 0.0625 * (float64(16*x) + float64(float64(16*erfEfx)*x))
	case ix < 0x3e300000: // |x| < 2^-28
		return x + float64(erfEfx*x)
	case ix < 0x3feb0000: // |x| < 0.84375
		return x + float64(x*erfSmall(x*x))
	case ix < 0x3ff40000: // |x| < 1.25
		if neg {
			return -erfErx - erfMid(math.Abs(x)-1)
		}
		return erfErx + erfMid(math.Abs(x)-1)
	case ix >= 0x40180000: // |x| >= 6
		if neg {
			return -1 // tiny - 1
		}
		return 1 // 1 - tiny
	}
	ax := math.Abs(x)
	r := erfTail(ax, 0x4006db6e)
	if neg {
		return r/ax - 1
	}
	return 1 - r/ax
}

// Erfc is glibc's erfc.
func Erfc(x float64) float64 {
	bits := math.Float64bits(x)
	ix := uint32(bits>>32) & 0x7fffffff
	hx := int32(bits >> 32)
	switch {
	case x != x:
		return quiet64(x)
	case ix >= 0x7ff00000: // erfc(+inf) = 0, erfc(-inf) = 2
		if hx < 0 {
			return 2
		}
		return 0
	case ix < 0x3c700000: // |x| < 2^-56
		return 1 - x
	case ix < 0x3feb0000: // |x| < 0.84375
		y := erfSmall(x * x)
		if hx < 0x3fd00000 { // x < 1/4
			return 1 - (x + float64(x*y))
		}
		r := x * y
		r += x - 0.5
		return 0.5 - r
	case ix < 0x3ff40000: // |x| < 1.25
		if hx >= 0 {
			z := 1 - erfErx
			return z - erfMid(math.Abs(x)-1)
		}
		z := erfErx + erfMid(math.Abs(x)-1)
		return 1 + z
	case ix >= 0x403c0000: // |x| >= 28
		if hx > 0 {
			return 0 // tiny*tiny
		}
		return 2 // 2 - tiny
	case hx < 0 && ix >= 0x40180000: // x < -6
		return 2 // 2 - tiny
	}
	ax := math.Abs(x)
	r := erfTail(ax, 0x4006db6d)
	if hx > 0 {
		return r / ax
	}
	return 2 - r/ax
}
