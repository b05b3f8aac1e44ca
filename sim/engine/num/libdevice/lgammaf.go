package libdevice

import "math"

// lgammaf as nvcc -arch=sm_90 inlines it from libdevice (CUDA 13): polynomials and a rational
// function on [0, 7.8), Stirling's series above, and log(pi / |x sin(pi x)|) - lgamma(|x|) for
// negative arguments; logf is inlined at each use (logfParts).

// logfParts is logf's computation before its test for zero: the logarithm and the argument
// as scaled for subnormals (zero when the result should be -inf).
func logfParts(v float32) (r, scaled float32) {
	e, ix, m := logSplit(v, 0x3f2aaaab)
	scaled = v
	if scaled < 0x1p-126 {
		scaled *= 0x1p23
	}
	r = fma(e, f(0x3F317218), lnPoly(m-1))
	if ix >= 0x7f800000 {
		r = fma(scaled, f(0x7f800000), f(0x7f800000))
	}
	return r, scaled
}

// negLogf is -logf(v), +inf at zero.
func negLogf(v float32) float32 {
	r, s := logfParts(v)
	if s == 0 {
		return f(0x7f800000)
	}
	return -r
}

// Lgammaf is libdevice's lgammaf.
func Lgammaf(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	var res float32
	switch {
	case !(a >= 1.5) && !(a >= f(0x3F333333)):
		// log Gamma(a) = -log(a + a^2 p(a)), i.e. 1/Gamma(a) near zero.
		p := fma(f(0x3B6B1C86), a, f(0xBBB34878))
		for _, c := range [...]uint32{0xBD36CAEF, 0x3E2B5555, 0xBD2C96C7, 0xBF27E6EB, 0x3F13C463} {
			p = fma(p, a, f(c))
		}
		res = negLogf(fma(a*p, a, a))
	case !(a >= 1.5):
		t := 1 - a
		p := fma(f(0x3D3BEF76), t, f(0x3DD47577))
		for _, c := range [...]uint32{0x3DFB8079, 0x3E0295B5, 0x3E12A765, 0x3E2D6867, 0x3E5462BF, 0x3E8A8A72,
			0x3ECD26A4, 0x3F528D32, 0x3F13C468} {
			p = fma(p, t, f(c))
		}
		res = t * p
	case !(a >= 3):
		t := a - 2
		p := fma(f(0x385007FA), t, f(0xB967A002))
		for _, c := range [...]uint32{0x3A0DE6FC, 0xBA9DE0E2, 0x3B3D05B7, 0xBBF1EB10, 0x3CA89A28, 0xBD89F01A,
			0x3EA51A66, 0x3ED87730} {
			p = fma(p, t, f(c))
		}
		res = t * p
	case !(a >= f(0x40F9999A)):
		t := a - 3
		num := fma(f(0xC43B38FB), t, f(0xC640F6F8))
		for _, c := range [...]uint32{0xC7206560, 0xC73CB6AA, 0xC80BAE5A} {
			num = fma(num, t, f(c))
		}
		den := t + f(0xC381A020)
		for _, c := range [...]uint32{0xC62864B8, 0xC7B50686, 0xC8498465} {
			den = fma(den, t, f(c))
		}
		res = fma(num, MufuRcp(den), t)
	default:
		// Stirling: (a - 1/2) log a - a + log(2 pi)/2 + series in 1/a.
		lg, s := logfParts(a)
		w := MufuRcp(a)
		w2 := w * w
		h := lg * 0.5
		if s == 0 {
			h = f(0xff800000)
		}
		hm := float32(h * (a - 0.5)) // the conversion keeps Go from fusing this into the sums below
		q := fma(f(0x3A4BE755), w2, f(0xBB360953))
		q = fma(q, w2, f(0x3DAAAAA3))
		q = fma(q, w, f(0x3F6B3F8E))
		res = (hm - a) + (hm + q)
		if a == f(0x7f800000) {
			res = a
		}
	}
	if x >= 0 {
		return canonical(res)
	}
	if a == float32(math.Floor(float64(a))) {
		return f(0x7f800000)
	}
	if a < f(0x1FEC1E4A) {
		return canonical(negLogf(a))
	}
	// log(pi / |a sin(pi a)|) - lgamma(a), sin(pi a) with sinf's polynomials.
	n2 := rni(a + a)
	k := int32(n2)
	r := fma(-n2, 0.5, a) * f(0x40490FDB)
	v := sinQuadrant(r, k)
	l, s := logfParts(a * float32(math.Abs(float64(v))))
	d := f(0x3F928682) - l
	if s == 0 {
		d = f(0x7f800000)
	}
	return canonical(fma(d, 1, -res))
}

func init() {
	float1["lgamma"] = Lgammaf
}
