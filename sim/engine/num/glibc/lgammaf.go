package glibc

// The float lgamma of glibc (sysdeps/ieee754/flt-32/e_lgammaf_r.c, lgamma_negf.c): fdlibm's
// for most arguments, and for -15 < x < -2 Joseph Myers' expansion around the zeros of lgamma
// (its polynomials between -3 and -2, else the ratio of sines and Stirling's series). Float
// arithmetic without an FMA copy: every product rounded (the float32 conversions keep Go from
// fusing); __ieee754_logf, __sinf and __cosf are the FMA copies (Logf, Sinf, Cosf).
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved"; lgamma_negf.c Copyright (C) 2015-2024 Free Software Foundation, Inc., licensed
// under the GNU Lesser General Public License, version 2.1 or later.

import "math"

const (
	lgfTwo23 = float32(8.3886080000e+06)
	lgfHalf  = float32(5.0000000000e-01)
	lgfOne   = float32(1.0000000000e+00)
	lgfPi    = float32(3.1415927410e+00)
	lgfA0    = float32(7.7215664089e-02)
	lgfA1    = float32(3.2246702909e-01)
	lgfA2    = float32(6.7352302372e-02)
	lgfA3    = float32(2.0580807701e-02)
	lgfA4    = float32(7.3855509982e-03)
	lgfA5    = float32(2.8905137442e-03)
	lgfA6    = float32(1.1927076848e-03)
	lgfA7    = float32(5.1006977446e-04)
	lgfA8    = float32(2.2086278477e-04)
	lgfA9    = float32(1.0801156895e-04)
	lgfA10   = float32(2.5214456400e-05)
	lgfA11   = float32(4.4864096708e-05)
	lgfTc    = float32(1.4616321325e+00)
	lgfTf    = float32(-1.2148628384e-01)
	lgfTt    = float32(6.6971006518e-09)
	lgfT0    = float32(4.8383611441e-01)
	lgfT1    = float32(-1.4758771658e-01)
	lgfT2    = float32(6.4624942839e-02)
	lgfT3    = float32(-3.2788541168e-02)
	lgfT4    = float32(1.7970675603e-02)
	lgfT5    = float32(-1.0314224288e-02)
	lgfT6    = float32(6.1005386524e-03)
	lgfT7    = float32(-3.6845202558e-03)
	lgfT8    = float32(2.2596477065e-03)
	lgfT9    = float32(-1.4034647029e-03)
	lgfT10   = float32(8.8108185446e-04)
	lgfT11   = float32(-5.3859531181e-04)
	lgfT12   = float32(3.1563205994e-04)
	lgfT13   = float32(-3.1275415677e-04)
	lgfT14   = float32(3.3552918467e-04)
	lgfU0    = float32(-7.7215664089e-02)
	lgfU1    = float32(6.3282704353e-01)
	lgfU2    = float32(1.4549225569e+00)
	lgfU3    = float32(9.7771751881e-01)
	lgfU4    = float32(2.2896373272e-01)
	lgfU5    = float32(1.3381091878e-02)
	lgfV1    = float32(2.4559779167e+00)
	lgfV2    = float32(2.1284897327e+00)
	lgfV3    = float32(7.6928514242e-01)
	lgfV4    = float32(1.0422264785e-01)
	lgfV5    = float32(3.2170924824e-03)
	lgfS0    = float32(-7.7215664089e-02)
	lgfS1    = float32(2.1498242021e-01)
	lgfS2    = float32(3.2577878237e-01)
	lgfS3    = float32(1.4635047317e-01)
	lgfS4    = float32(2.6642270386e-02)
	lgfS5    = float32(1.8402845599e-03)
	lgfS6    = float32(3.1947532989e-05)
	lgfR1    = float32(1.3920053244e+00)
	lgfR2    = float32(7.2193557024e-01)
	lgfR3    = float32(1.7193385959e-01)
	lgfR4    = float32(1.8645919859e-02)
	lgfR5    = float32(7.7794247773e-04)
	lgfR6    = float32(7.3266842264e-06)
	lgfW0    = float32(4.1893854737e-01)
	lgfW1    = float32(8.3333335817e-02)
	lgfW2    = float32(-2.7777778450e-03)
	lgfW3    = float32(7.9365057172e-04)
	lgfW4    = float32(-5.9518753551e-04)
	lgfW5    = float32(8.3633989561e-04)
	lgfW6    = float32(-1.6309292987e-03)
)

// pif is M_PIf, pi rounded to float.
const pif = float32(math.Pi)

// sinPif is sin_pif: sin(pi x) for x < 0, by the sign's octant.
func sinPif(x float32) float32 {
	ix := math.Float32bits(x) & 0x7fffffff
	if ix < 0x3e800000 {
		return Sinf(lgfPi * x)
	}
	y := -x
	var n int
	if z := floorf(y); z != y {
		y *= 0.5
		y = 2 * (y - floorf(y)) // |x| mod 2
		n = int(y * 4)
	} else if ix >= 0x4b800000 {
		y, n = 0, 0 // even
	} else {
		if ix < 0x4b000000 {
			z = y + lgfTwo23 // exact
		}
		n = int(math.Float32bits(z) & 1)
		y = float32(n)
		n <<= 2
	}
	switch n {
	case 0:
		y = Sinf(lgfPi * y)
	case 1, 2:
		y = Cosf(lgfPi * (0.5 - y))
	case 3, 4:
		y = Sinf(lgfPi * (1 - y))
	case 5, 6:
		y = -Cosf(lgfPi * (y - 1.5))
	default:
		y = Sinf(lgfPi * (y - 2))
	}
	return -y
}

// floorf is floorf, exact.
func floorf(x float32) float32 { return float32(math.Floor(float64(x))) }

// Lgammaf is glibc's lgammaf.
func Lgammaf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	ax := float32(math.Abs(float64(x)))
	switch {
	case ix >= 0x7f800000: // x*x
		if x != x {
			return quiet(x)
		}
		return float32(math.Inf(1))
	case ix == 0:
		return float32(math.Inf(1))
	case ix < 0x30800000: // |x| < 2^-30
		return -Logf(ax)
	}
	var nadj float32
	if hx < 0 {
		switch {
		case ix >= 0x4b000000: // |x| >= 2^23: an integer
			return float32(math.Inf(1))
		case ix > 0x40000000 && ix < 0x41700000: // -15 < x < -2
			return lgammaNegf(x)
		}
		t := sinPif(x)
		if t == 0 { // an integer
			return float32(math.Inf(1))
		}
		nadj = Logf(lgfPi / float32(math.Abs(float64(t*x))))
		x = -x
	}
	var r float32
	switch {
	case ix == 0x3f800000 || ix == 0x40000000:
		r = 0
	case ix < 0x40000000: // x < 2
		var y float32
		var i int
		switch {
		case ix <= 0x3f666666: // lgamma(x) = lgamma(x+1) - log(x)
			r = -Logf(x)
			switch {
			case ix >= 0x3f3b4a20:
				y, i = 1-x, 0
			case ix >= 0x3e6d3308:
				y, i = x-(lgfTc-1), 1
			default:
				y, i = x, 2
			}
		case ix >= 0x3fdda618: // [1.7316, 2]
			y, i = 2-x, 0
		case ix >= 0x3f9da620: // [1.23, 1.73]
			y, i = x-lgfTc, 1
		default:
			y, i = x-1, 2
		}
		r += lgammafSmall(y, i)
	case ix < 0x41000000: // x < 8
		i := int(x)
		y := x - float32(i)
		p := y * (lgfS0 + float32(y*(lgfS1+float32(y*(lgfS2+float32(y*(lgfS3+float32(y*(lgfS4+float32(y*(lgfS5+float32(y*lgfS6))))))))))))
		q := 1 + float32(y*(lgfR1+float32(y*(lgfR2+float32(y*(lgfR3+float32(y*(lgfR4+float32(y*(lgfR5+float32(y*lgfR6)))))))))))
		r = float32(lgfHalf*y) + p/q
		z := float32(1) // lgamma(1+s) = log(s) + lgamma(s)
		for k := i; k >= 3; k-- {
			z *= y + float32(k-1)
		}
		if i >= 3 {
			r += Logf(z)
		}
	case ix < 0x4c800000: // x < 2^26
		t := Logf(x)
		z := 1 / x
		y := z * z
		w := lgfW0 + float32(z*(lgfW1+float32(y*(lgfW2+float32(y*(lgfW3+float32(y*(lgfW4+float32(y*(lgfW5+float32(y*lgfW6)))))))))))
		r = float32((x-lgfHalf)*(t-1)) + w
	default:
		r = x * (Logf(x) - 1)
	}
	if hx < 0 {
		r = nadj - r
	}
	return r
}

// lgammafSmall is lgammaf's correction below 2 for y in the interval i chose.
func lgammafSmall(y float32, i int) float32 {
	switch i {
	case 0:
		z := y * y
		p1 := lgfA0 + float32(z*(lgfA2+float32(z*(lgfA4+float32(z*(lgfA6+float32(z*(lgfA8+float32(z*lgfA10)))))))))
		p2 := z * (lgfA1 + float32(z*(lgfA3+float32(z*(lgfA5+float32(z*(lgfA7+float32(z*(lgfA9+float32(z*lgfA11))))))))))
		p := float32(y*p1) + p2
		return p - float32(0.5*y)
	case 1:
		z := y * y
		w := z * y
		p1 := lgfT0 + float32(w*(lgfT3+float32(w*(lgfT6+float32(w*(lgfT9+float32(w*lgfT12)))))))
		p2 := lgfT1 + float32(w*(lgfT4+float32(w*(lgfT7+float32(w*(lgfT10+float32(w*lgfT13)))))))
		p3 := lgfT2 + float32(w*(lgfT5+float32(w*(lgfT8+float32(w*(lgfT11+float32(w*lgfT14)))))))
		p := float32(z*p1) - (lgfTt - float32(w*(p2+float32(y*p3))))
		return lgfTf + p
	}
	p1 := y * (lgfU0 + float32(y*(lgfU1+float32(y*(lgfU2+float32(y*(lgfU3+float32(y*(lgfU4+float32(y*lgfU5))))))))))
	p2 := 1 + float32(y*(lgfV1+float32(y*(lgfV2+float32(y*(lgfV3+float32(y*(lgfV4+float32(y*lgfV5)))))))))
	return float32(-0.5*y) + p1/p2
}

var lgammaZeros = [26][2]float32{
	{-0x2.74ff94p+0, 0x1.3fe0f2p-24},
	{-0x2.bf682p+0, -0x1.437b2p-24},
	{-0x3.24c1b8p+0, 0x6.c34cap-28},
	{-0x3.f48e2cp+0, 0x1.707a04p-24},
	{-0x4.0a13ap+0, 0x1.e99aap-24},
	{-0x4.fdd5ep+0, 0x1.64454p-24},
	{-0x5.021a98p+0, 0x2.03d248p-24},
	{-0x5.ffa4cp+0, 0x2.9b82fcp-24},
	{-0x6.005ac8p+0, -0x1.625f24p-24},
	{-0x6.fff3p+0, 0x2.251e44p-24},
	{-0x7.000dp+0, 0x8.48078p-28},
	{-0x7.fffe6p+0, 0x1.fa98c4p-28},
	{-0x8.0001ap+0, -0x1.459fcap-28},
	{-0x8.ffffdp+0, -0x1.c425e8p-24},
	{-0x9.00003p+0, 0x1.c44b82p-24},
	{-0xap+0, 0x4.9f942p-24},
	{-0xap+0, -0x4.9f93b8p-24},
	{-0xbp+0, 0x6.b9916p-28},
	{-0xbp+0, -0x6.b9915p-28},
	{-0xcp+0, 0x8.f76c8p-32},
	{-0xcp+0, -0x8.f76c7p-32},
	{-0xdp+0, 0xb.09231p-36},
	{-0xdp+0, -0xb.09231p-36},
	{-0xep+0, 0xc.9cba5p-40},
	{-0xep+0, -0xc.9cba5p-40},
	{-0xfp+0, 0xd.73f9fp-44},
}

var lgammaPolyCoeff = [51]float32{
	-0x1.0b71c6p+0, -0xc.73a1ep-4, -0x1.ec8462p-4, -0xe.37b93p-4,
	-0x1.02ed36p-4, -0xe.cbe26p-4, -0xf.29309p-4, -0xc.a5cfep-4,
	0x3.9c93fcp-4, -0x1.02a2fp+0, 0x9.896bep-4, -0x1.519704p+0,
	-0xd.7d28dp-4, -0xe.6964cp-4, 0xb.0d4f1p-4, -0x1.9240aep+0,
	0x1.dadabap+0, -0x3.1778c4p+0, -0xb.74ea2p-4, -0x1.2a82cp+0,
	0x1.880234p+0, -0x3.320c4p+0, 0x5.572a38p+0, -0x9.f92bap+0,
	0x1.1c347ep+4, -0x3.d10108p-4, 0x1.cd5584p+0, 0x3.819c24p+0,
	0x6.84cbb8p+0, 0xb.bf269p+0, 0x1.57fb12p+4, 0x2.7b9854p+4,
	-0x6.b5d25p-4, 0x1.28d604p+0, 0x1.db6526p+0, 0x2.e20b38p+0,
	0x4.44c378p+0, 0x6.62a08p+0, 0x9.6db3ap+0, -0x8.a41b2p-4,
	0xc.da87fp-4, 0x1.147312p+0, 0x1.7617dap+0, 0x1.d6c13p+0,
	0x2.57a358p+0, -0xa.046d6p-4, 0x9.70b89p-4, 0xa.a89a6p-4,
	0xd.2f2d8p-4, 0xd.e32b4p-4, 0xf.fb741p-4,
}

// lgammaPolyDeg and lgammaPolyEnd give each eighth of [-3, -2] its polynomial in
// lgammaPolyCoeff: its degree and its last coefficient's index.
var (
	lgammaPolyDeg = [8]int{5, 5, 5, 6, 6, 6, 5, 5}
	lgammaPolyEnd = [8]int{5, 11, 17, 24, 31, 38, 44, 50}
)

const (
	lgammaEHi = float32(0x2.b7e15p+0) // e = eHi + eLo
	lgammaELo = float32(0x1.628aeep-24)
)

// lgammaCoeff are Stirling's B_2k / 2k(2k-1).
var lgammaCoeff = [3]float32{0x1.555556p-4, -0xb.60b61p-12, 0x3.403404p-12}

// lgSinpi, lgCospi and lgCotpi are sin, cos and cot of pi x for -0.25 <= x <= 0.5.
func lgSinpi(x float32) float32 {
	if x <= 0.25 {
		return Sinf(pif * x)
	}
	return Cosf(pif * (0.5 - x))
}

func lgCospi(x float32) float32 {
	if x <= 0.25 {
		return Cosf(pif * x)
	}
	return Sinf(pif * (0.5 - x))
}

func lgCotpi(x float32) float32 { return lgCospi(x) / lgSinpi(x) }

// lgammaNegf is __lgamma_negf: lgamma(x) for -15 < x < -2.
func lgammaNegf(x float32) float32 {
	i := int(floorf(-2 * x))
	if i&1 == 0 && float32(i) == -2*x {
		return float32(math.Inf(1))
	}
	var xn float32
	if i&1 == 0 {
		xn = float32(-i / 2)
	} else {
		xn = float32((-i - 1) / 2)
	}
	i -= 4
	x0Hi, x0Lo := lgammaZeros[i][0], lgammaZeros[i][1]
	xdiff := x - x0Hi - x0Lo
	if i < 2 { // -3 < x < -2: a polynomial
		j := int(floorf(-8*x)) - 16
		xm := float32(-33-2*j) * 0.0625
		xAdj := x - xm
		end := lgammaPolyEnd[j]
		g := lgammaPolyCoeff[end]
		for k := 1; k <= lgammaPolyDeg[j]; k++ {
			g = float32(g*xAdj) + lgammaPolyCoeff[end-k]
		}
		return Log1pf(float32(g*xdiff) / (x - xn))
	}
	// log(sinpi(x0) / sinpi(x)) + log(gamma(1-x0) / gamma(1-x))
	xIdiff := float32(math.Abs(float64(xn - x)))
	x0Idiff := float32(math.Abs(float64(xn - x0Hi - x0Lo)))
	var logSinpiRatio float32
	if x0Idiff < xIdiff*0.5 {
		logSinpiRatio = Logf(lgSinpi(x0Idiff) / lgSinpi(xIdiff))
	} else {
		x0diff2 := xdiff * 0.5
		if i&1 != 0 {
			x0diff2 = -xdiff * 0.5
		}
		sx0d2 := lgSinpi(x0diff2)
		cx0d2 := lgCospi(x0diff2)
		logSinpiRatio = Log1pf(float32(2*sx0d2) * (-sx0d2 + float32(cx0d2*lgCotpi(xIdiff))))
	}
	y0 := 1 - x0Hi
	y0Eps := -x0Hi + (1 - y0) - x0Lo
	y := 1 - x
	yEps := -x + (1 - y)
	logGammaHigh := float32(xdiff*Log1pf((y0-lgammaEHi-lgammaELo+y0Eps)/lgammaEHi)) +
		float32((y-0.5+yEps)*Log1pf(xdiff/y))
	y0r, yr := 1/y0, 1/y
	y0r2, yr2 := y0r*y0r, yr*yr
	rdiff := -xdiff / (y * y0)
	var bterm [3]float32
	dlast, elast := rdiff, float32(rdiff*yr)*(yr+y0r)
	bterm[0] = dlast * lgammaCoeff[0]
	for j := 1; j < 3; j++ {
		dnext := float32(dlast*y0r2) + elast
		enext := elast * yr2
		bterm[j] = dnext * lgammaCoeff[j]
		dlast, elast = dnext, enext
	}
	var logGammaLow float32
	for j := 0; j < 3; j++ {
		logGammaLow += bterm[2-j]
	}
	return logSinpiRatio + (logGammaHigh + logGammaLow)
}
