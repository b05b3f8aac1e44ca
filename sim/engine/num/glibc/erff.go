package glibc

// The float erf and erfc of glibc (sysdeps/ieee754/flt-32/s_erff.c): fdlibm's rational
// approximations in float arithmetic, with no FMA copy (every product rounded; the float32
// conversions keep Go from fusing); erfc's tail calls __ieee754_expf, the FMA copy of expf
// (Expf).
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved."

import "math"

const (
	erffErx = float32(8.4506291151e-01)
	erffEfx = float32(1.2837916613e-01)
	erffPp0 = float32(1.2837916613e-01)
	erffPp1 = float32(-3.2504209876e-01)
	erffPp2 = float32(-2.8481749818e-02)
	erffPp3 = float32(-5.7702702470e-03)
	erffPp4 = float32(-2.3763017452e-05)
	erffQq1 = float32(3.9791721106e-01)
	erffQq2 = float32(6.5022252500e-02)
	erffQq3 = float32(5.0813062117e-03)
	erffQq4 = float32(1.3249473704e-04)
	erffQq5 = float32(-3.9602282413e-06)
	erffPa0 = float32(-2.3621185683e-03)
	erffPa1 = float32(4.1485610604e-01)
	erffPa2 = float32(-3.7220788002e-01)
	erffPa3 = float32(3.1834661961e-01)
	erffPa4 = float32(-1.1089469492e-01)
	erffPa5 = float32(3.5478305072e-02)
	erffPa6 = float32(-2.1663755178e-03)
	erffQa1 = float32(1.0642088205e-01)
	erffQa2 = float32(5.4039794207e-01)
	erffQa3 = float32(7.1828655899e-02)
	erffQa4 = float32(1.2617121637e-01)
	erffQa5 = float32(1.3637083583e-02)
	erffQa6 = float32(1.1984500103e-02)
	erffRa0 = float32(-9.8649440333e-03)
	erffRa1 = float32(-6.9385856390e-01)
	erffRa2 = float32(-1.0558626175e+01)
	erffRa3 = float32(-6.2375331879e+01)
	erffRa4 = float32(-1.6239666748e+02)
	erffRa5 = float32(-1.8460508728e+02)
	erffRa6 = float32(-8.1287437439e+01)
	erffRa7 = float32(-9.8143291473e+00)
	erffSa1 = float32(1.9651271820e+01)
	erffSa2 = float32(1.3765776062e+02)
	erffSa3 = float32(4.3456588745e+02)
	erffSa4 = float32(6.4538726807e+02)
	erffSa5 = float32(4.2900814819e+02)
	erffSa6 = float32(1.0863500214e+02)
	erffSa7 = float32(6.5702495575e+00)
	erffSa8 = float32(-6.0424413532e-02)
	erffRb0 = float32(-9.8649431020e-03)
	erffRb1 = float32(-7.9928326607e-01)
	erffRb2 = float32(-1.7757955551e+01)
	erffRb3 = float32(-1.6063638306e+02)
	erffRb4 = float32(-6.3756646729e+02)
	erffRb5 = float32(-1.0250950928e+03)
	erffRb6 = float32(-4.8351919556e+02)
	erffSb1 = float32(3.0338060379e+01)
	erffSb2 = float32(3.2579251099e+02)
	erffSb3 = float32(1.5367296143e+03)
	erffSb4 = float32(3.1998581543e+03)
	erffSb5 = float32(2.5530502930e+03)
	erffSb6 = float32(4.7452853394e+02)
	erffSb7 = float32(-2.2440952301e+01)
)

// erffSmall is r/s of erf on |x| < 0.84375, z = x*x.
func erffSmall(z float32) float32 {
	r := erffPp0 + float32(z*(erffPp1+float32(z*(erffPp2+float32(z*(erffPp3+float32(z*erffPp4)))))))
	s := 1 + float32(z*(erffQq1+float32(z*(erffQq2+float32(z*(erffQq3+float32(z*(erffQq4+float32(z*erffQq5)))))))))
	return r / s
}

// erffMid is P/Q of erf around 1 (0.84375 <= |x| < 1.25), s = |x|-1.
func erffMid(s float32) float32 {
	p := erffPa0 + float32(s*(erffPa1+float32(s*(erffPa2+float32(s*(erffPa3+float32(s*(erffPa4+float32(s*(erffPa5+float32(s*erffPa6)))))))))))
	q := 1 + float32(s*(erffQa1+float32(s*(erffQa2+float32(s*(erffQa3+float32(s*(erffQa4+float32(s*(erffQa5+float32(s*erffQa6)))))))))))
	return p / q
}

// erffTail is exp(-x*x - 0.5625 + R/S) for x = |x| >= 1.25, the leading bits of x squared
// exactly; mask keeps z's bits (erf and erfc differ there), split sets which ratio R/S.
func erffTail(x float32, mask uint32, split uint32) float32 {
	s := 1 / float32(x*x)
	var R, S float32
	if math.Float32bits(x) < split { // |x| < 1/0.35
		R = erffRa0 + float32(s*(erffRa1+float32(s*(erffRa2+float32(s*(erffRa3+float32(s*(erffRa4+float32(s*(erffRa5+float32(s*(erffRa6+float32(s*erffRa7)))))))))))))
		S = 1 + float32(s*(erffSa1+float32(s*(erffSa2+float32(s*(erffSa3+float32(s*(erffSa4+float32(s*(erffSa5+float32(s*(erffSa6+float32(s*(erffSa7+float32(s*erffSa8)))))))))))))))
	} else {
		R = erffRb0 + float32(s*(erffRb1+float32(s*(erffRb2+float32(s*(erffRb3+float32(s*(erffRb4+float32(s*(erffRb5+float32(s*erffRb6)))))))))))
		S = 1 + float32(s*(erffSb1+float32(s*(erffSb2+float32(s*(erffSb3+float32(s*(erffSb4+float32(s*(erffSb5+float32(s*(erffSb6+float32(s*erffSb7)))))))))))))
	}
	z := math.Float32frombits(math.Float32bits(x) & mask)
	return Expf(float32(-z*z)-0.5625) * Expf(float32((z-x)*(z+x))+R/S)
}

// Erff is glibc's erff.
func Erff(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	switch {
	case ix >= 0x7f800000: // erf(+-inf) = +-1
		if x != x {
			return quiet(x) // (1-i) + 1/x
		}
		if hx < 0 {
			return -1
		}
		return 1
	case ix < 0x04000000: // without a spurious underflow
		return 0.0625 * (float32(16*x) + float32(float32(16*erffEfx)*x))
	case ix < 0x31800000: // |x| < 2^-28
		return x + float32(erffEfx*x)
	case ix < 0x3f580000: // |x| < 0.84375
		return x + float32(x*erffSmall(x*x))
	case ix < 0x3fa00000: // |x| < 1.25
		if hx >= 0 {
			return erffErx + erffMid(float32(math.Abs(float64(x)))-1)
		}
		return -erffErx - erffMid(float32(math.Abs(float64(x)))-1)
	case ix >= 0x40c00000: // |x| >= 6
		if hx >= 0 {
			return 1 - 1e-30
		}
		return 1e-30 - 1
	}
	ax := float32(math.Abs(float64(x)))
	r := erffTail(ax, 0xfffff000, 0x4036db6e)
	if hx >= 0 {
		return 1 - r/ax
	}
	return r/ax - 1
}

// Erfcf is glibc's erfcf.
func Erfcf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	switch {
	case ix >= 0x7f800000: // erfc(+inf) = 0, erfc(-inf) = 2
		if x != x {
			return quiet(x)
		}
		if hx < 0 {
			return 2
		}
		return 0
	case ix < 0x32800000: // |x| < 2^-26
		return 1 - x
	case ix < 0x3f580000: // |x| < 0.84375
		y := erffSmall(x * x)
		if hx < 0x3e800000 { // x < 1/4
			return 1 - (x + float32(x*y))
		}
		r := x * y
		r += x - 0.5
		return 0.5 - r
	case ix < 0x3fa00000: // |x| < 1.25
		if hx >= 0 {
			z := 1 - erffErx
			return z - erffMid(float32(math.Abs(float64(x)))-1)
		}
		z := erffErx + erffMid(float32(math.Abs(float64(x)))-1)
		return 1 + z
	case ix >= 0x41e00000: // |x| >= 28
		if hx > 0 {
			return 0 // tiny*tiny
		}
		return 2 - 1e-30
	case hx < 0 && ix >= 0x40c00000: // x < -6
		return 2 - 1e-30
	}
	ax := float32(math.Abs(float64(x)))
	r := erffTail(ax, 0xffffe000, 0x4036db6d)
	if hx > 0 {
		return r / ax
	}
	return 2 - r/ax
}
