package libdevice

import "math"

// erfinvf, erfcinvf, normcdfinvf and normcdff as nvcc -arch=sm_90 inlines them (CUDA 13;
// tests/gpu/math/ptxfns.cu): polynomials in -log2 of the distance from the tails, MUFU.LG2
// and MUFU.RSQ for the tails, and normcdff as erfcf of -x/sqrt(2) in two parts.

// erfinvCentral is the central polynomial: erfinv(x) = x p(-lg2(1 - x^2)).
var erfinvCentral = [...]uint32{0xAF8A6370, 0x3221F645, 0xB4016FDA, 0x3468F846, 0x370742AA, 0xB804DB4D,
	0xBA4AFEA1, 0x3BB5C027, 0x3E24AE0F, 0x3F62DFC4}

// erfinvPoly evaluates erfinvCentral at n.
func erfinvPoly(n float32) float32 {
	p := fma(f(erfinvCentral[0]), n, f(erfinvCentral[1]))
	for _, c := range erfinvCentral[2:] {
		p = fma(p, n, f(c))
	}
	return p
}

// Erfinvf is libdevice's erfinvf.
func Erfinvf(x float32) float32 {
	l := MufuLg2(fma(x, -x, 1))
	n := -l
	r := x * erfinvPoly(n)
	if l < f(0xC1033333) { // the tails: |x| above about 0.9966
		s := MufuRsq(n)
		q := fma(f(0xBF1704A1), s, f(0xBF29BAA5))
		for _, c := range [...]uint32{0x3FCC6ADC, 0xBF2CDAED, 0xBDC30537, 0x3F55D9B9} {
			q = fma(q, s, f(c))
		}
		v := (s * n) * q
		if l == float32(math.Inf(-1)) {
			v = n
		}
		r = float32(math.Copysign(float64(v), float64(x)))
	}
	return canonical(r)
}

// Erfcinvf is libdevice's erfcinvf: the central polynomial of 2 - x for x in about
// [0.0034, 1.9966], a polynomial in 1/sqrt(-lg2) of the nearer tail outside.
func Erfcinvf(x float32) float32 {
	b := 2 + -x
	if x >= f(0x3B5ED289) && x <= f(0x3FFF9097) {
		q := erfinvPoly(-MufuLg2(b * x))
		return canonical(fma(q, -x, q))
	}
	big := x > 1
	z := x
	if big {
		z = b
	}
	l := Lg2Approx(z)
	n := -l
	s := MufuRsq(n)
	q := fma(f(0xC27C73F1), s, f(0x42FEF829))
	for _, c := range [...]uint32{0xC2E4361C, 0x42714D9B, 0xC1AE51B3, 0x40CEF504, 0xBFEA9E05, 0xBCF871F4, 0x3F553775} {
		q = fma(q, s, f(c))
	}
	w := s * n
	if l == float32(math.Inf(-1)) {
		w = n
	}
	if big {
		w = -w
	}
	return canonical(q * w)
}

// Normcdfinvf is libdevice's normcdfinvf: -sqrt(2) erfcinvf(2p), the product an FMA with a
// zero addend.
func Normcdfinvf(p float32) float32 {
	return canonical(fma(f(0xBFB504F3), Erfcinvf(p+p), 0))
}

// Normcdff is libdevice's normcdff: erfc(t)/2 with t = -x/sqrt(2) as a rounded head and an
// FMA tail (x clamped to ±14.5), and below x = -1 the tail's first-order term added.
func Normcdff(x float32) float32 {
	if float32(math.Abs(float64(x))) > 14.5 {
		x = float32(math.Copysign(14.5, float64(x)))
	}
	hi := x * f(0xBF3504F3)
	lo := fma(x, f(0xB24FE77A), fma(x, f(0xBF3504F3), -hi))
	t := hi + lo
	v := Erfcf(t)
	if x < -1 {
		c := (hi - t) + lo
		d := float32(t*-2) * v
		v = fma(d, c, v)
	}
	return canonical(v * 0.5)
}

// Erfcxf is libdevice's erfcxf, e^(x^2) erfc(x): erfcf's rational function below |x| about
// 10.055, an asymptotic series in 1/|x| above; for x < 0, 2 e^(x^2) - erfcx(|x|), with x^2
// split into a product rounded toward zero and its error.
func Erfcxf(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	var v float32
	if a < f(0x4120E148) {
		v = erfcxRational(a)
	} else {
		r := FastDivf(0.25, a*0.25)
		r2 := r * r
		p := fma(f(0x40D20000), r2, f(0xBFF00000))
		for _, c := range [...]uint32{0x3F400000, 0xBF000000, 0x3F800000} {
			p = fma(p, r2, f(c))
		}
		v = float32(r*f(0x3F106EBB)) * p
	}
	if !(x < 0) {
		return canonical(v)
	}
	m := roundTowardZero32(float64(a) * float64(a))
	e := fma(a, a, -m)
	k := fma(m, f(0x3BBB989D), 0.5)
	if !(k > 0) { // cvt.sat: NaN and negatives to 0
		k = 0
	} else if k > 1 {
		k = 1
	}
	k = fmaRM(k, f(0x437C0000), f(0x4B400001))
	z := fma(m, f(0x3FB8AA3B), -(k + f(0xCB40007F)))
	z = fma(m, f(0x32A57060), z)
	scale := f(math.Float32bits(k) << 23)
	ex := MufuEx2(z)
	w := fma(ex, scale, float32(ex*scale))
	res := fma(w, e, w) - v
	if w == float32(math.Inf(1)) {
		res = w
	}
	return canonical(res)
}

func init() {
	float1["erfcx"] = Erfcxf
	float1["erfinv"] = Erfinvf
	float1["erfcinv"] = Erfcinvf
	float1["normcdfinv"] = Normcdfinvf
	float1["normcdf"] = Normcdff
}
