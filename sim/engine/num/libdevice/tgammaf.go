package libdevice

import "math"

// tgammaf as nvcc -arch=sm_90 inlines it from libdevice (CUDA 13): a rational approximation
// below 1.5, Stirling's formula above with log2 and exp2 in double-float arithmetic, and the
// reflection formula with sin(pi x) for negative arguments.

// rni is cvt.rni.f32.f32: to the nearest integer, ties to even.
func rni(v float32) float32 { return float32(math.RoundToEven(float64(v))) }

// rzi is cvt.rzi.f32.f32: toward zero.
func rzi(v float32) float32 { return float32(math.Trunc(float64(v))) }

// Tgammaf is libdevice's tgammaf.
func Tgammaf(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	var res float32
	if !(a >= 1.5) {
		t := x
		if x != 0 {
			t = x - rni(x)
		}
		s := float32(1)
		if x < -0.5 {
			s = x
		}
		if x <= 0.5 {
			s *= t
		}
		p := fma(f(0xBA8C9F66), t, f(0x3BE903D7))
		for _, c := range [...]uint32{0xBC1E00B0, 0xBD2CC522, 0x3E2A89B3, 0xBD2C0C05, 0xBF27E7A2, 0x3F13C468} {
			p = fma(p, t, f(c))
		}
		res = FastDivf(1, fma(fma(p, s, 0), t, s))
		if !(x < 0) {
			return canonical(res)
		}
		return tgammaNegative(x, res)
	}
	neg := x < 0
	x3 := x
	if a > f(0x42246666) {
		x3 = f(0x42246666)
	}
	a4 := float32(math.Abs(float64(x3)))
	e, l := stirlingExp(a4, neg)
	// The series of Stirling's correction in 1/a.
	w := MufuRcp(a4)
	q := fma(f(0x388F7971), w, f(0xB8543ED8))
	for _, c := range [...]uint32{0xB9DDA6BE, 0x3A820ABE, 0xB9920AFD, 0xBB2F4D64, 0x3B638732, 0x3DAAAAAC} {
		q = fma(q, w, f(c))
	}
	corr := w * q
	if !neg {
		return canonical(fma(corr, e, e))
	}
	// Reflection: pi / (x sin(pi x) Gamma(-x)), with sin(pi x) from a quadrant polynomial.
	n2 := rni(a4 + a4)
	k := int32(n2)
	r := fma(n2, -0.5, a4)
	r2 := r * r
	s1 := fma(f(0xBF17ACC9), r2, f(0x40233590))
	c1 := fma(f(0x3E684E12), r2, f(0xBFAAD2E0))
	s1 = fma(s1, r2, f(0xC0A55DF6))
	c1 = fma(c1, r2, f(0x4081E0CF))
	r3 := fma(r2, r, 0)
	c1 = fma(c1, r2, f(0xC09DE9E6))
	sv := fma(s1, r3, 0)
	cv := fma(c1, r2, 1)
	sv = fma(f(0x40490FDB), r, sv)
	v := sv
	if k&1 != 0 {
		v = cv
	}
	if k&2 != 0 {
		v = 0 - v
	}
	g := fma(corr, x3, x3)
	hi := float32(g * v)
	lo := fma(g, v, -hi)
	inv := FastDivf(1, hi)
	res = fma(e, inv, -(e * (lo * (inv * inv))))
	res *= 0.5
	if l {
		res *= 0x1p-48
	}
	return tgammaNegative(x, res)
}

// tgammaNegative is the end for negative arguments: NaN at the poles, and beyond -41.1 +0 for
// odd integer parts (the value computed otherwise).
func tgammaNegative(x, res float32) float32 {
	if rzi(x) == x {
		return canonicalNaN
	}
	if x < f(0xC2246666) && int32(rzi(x))&1 != 0 {
		return 0
	}
	return canonical(res)
}

// canonical returns the GPU's NaN for any NaN.
func canonical(v float32) float32 {
	if v != v {
		return canonicalNaN
	}
	return v
}

// stirlingExp returns sqrt(2 pi) 2^y with y = (a-1/2) log2(a) - a log2(e) computed in
// double-float arithmetic, i.e. Stirling's a^(a-1/2) e^-a; for the reflection (neg) the
// exponent is negated, and offset by 48 when a > 33 (big), which the caller scales back.
func stirlingExp(a float32, neg bool) (float32, bool) {
	const log2e = 0x3FB8AA3B
	lhi, llo := log2DoubleFloat(a, false)
	// (a - 1/2) log2(a) in double-float.
	am := a - 0.5
	ph := float32(lhi * am)
	pl := fma(lhi, am, -ph)
	pl = fma(llo, am, pl)
	// minus a log2(e), also double-float.
	qh := float32(f(log2e) * a)
	ql := fma(f(log2e), a, -qh)
	ql = fma(f(0x32A57060), a, ql)
	sh := ph + (-qh)
	s2 := sh + qh
	s3 := sh + (-s2)
	s4 := ph + (-s2)
	s5 := -qh + (-s3)
	st := s4 + s5
	lo := (pl - ql) + st
	big := a > 33
	y, ylo := sh, lo
	if neg {
		c := float32(math.Copysign(0, -1))
		if big {
			c = 48
		}
		y, ylo = c-sh, -lo
	}
	n := rni(y)
	e := exp2Split(n, (y-n)+ylo)
	return e * f(0x40206C99), big
}

func init() {
	float1["tgamma"] = Tgammaf
}
