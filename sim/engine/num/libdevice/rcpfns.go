package libdevice

import "math"

// Functions whose libdevice code (nvcc -arch=sm_90, CUDA 13) uses MUFU.RCP or MUFU.EX2 besides
// single-precision fused multiply-adds: exact with the measured MUFU models.

// Atanf is libdevice's atanf: above 1 the polynomial runs on MUFU.RCP(|x|) and the result is
// pi/2 minus it.
func Atanf(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	t := a
	if a > 1 {
		t = MufuRcp(a)
	}
	t2 := t * t
	p := fma(f(0x3B2090AA), t2, f(0xBC6BE14F))
	for _, c := range [...]uint32{0x3D23397E, 0xBD948A7A, 0x3DD76B21, 0xBE111E88, 0x3E4CAF60, 0xBEAAAA27} {
		p = fma(p, t2, f(c))
	}
	r := fma(t2*p, t, t)
	if !(a <= 1) {
		r = fma(f(0x3F6EE581), f(0x3FD774EB), -r)
	}
	if r != r {
		return canonicalNaN
	}
	return float32(math.Copysign(float64(r), float64(x)))
}

// Tanhf is libdevice's tanhf: 1 - 2/(e^(2|x|) + 1) from 0.6 on, an odd polynomial below.
func Tanhf(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	if a >= f(0x3F19999A) {
		v := fma(MufuRcp(MufuEx2(a*f(0x4038AA3B))+1), -2, 1)
		if a >= f(0x41102CB4) {
			v = 1
		}
		return float32(math.Copysign(float64(v), float64(x)))
	}
	x2 := x * x
	p := fma(f(0x3C80F082), x2, f(0xBD563CAE))
	p = fma(p, x2, f(0x3E085941))
	p = fma(p, x2, f(0xBEAAA9ED))
	p = fma(p, x2, 0)
	r := fma(p, x, x)
	if r != r {
		return canonicalNaN
	}
	return r
}

// Tanf is libdevice's tanf: sinf's reduction, a polynomial for tan, and -MUFU.RCP of it in
// odd quadrants.
func Tanf(x float32) float32 {
	r, q := trigReduce(x)
	r2 := r * r
	p := fma(f(0x3C190000), r2, f(0x3B560000))
	for _, c := range [...]uint32{0x3CC70000, 0x3D5B0000, 0x3E089438, 0x3EAAAA88} {
		p = fma(p, r2, f(c))
	}
	v := fma(p, r2*r, r)
	if float32(math.Abs(float64(r))) == f(0x3A00B43C) {
		v = r
	}
	if q&1 != 0 {
		v = MufuRcp(-v)
	}
	if v != v {
		return canonicalNaN
	}
	return v
}

func init() {
	float1["atan"] = Atanf
	float1["tanh"] = Tanhf
	float1["tan"] = Tanf
}

// mulFTZ is FMUL.FTZ: subnormal arguments and results are flushed to zero (keeping the sign).
func mulFTZ(a, b float32) float32 {
	a, b = ftz(a), ftz(b)
	return ftz(a * b)
}

// ftz flushes a subnormal to a zero of its sign.
func ftz(v float32) float32 {
	if b := math.Float32bits(v); b&0x7f800000 == 0 {
		return math.Float32frombits(b & 0x80000000)
	}
	return v
}

// expHalves is sinhf's and coshf's e^|x|/4 (2^k from the exponent field, k at most 126) and
// the combination 2 e^|x|/4 + c/(e^|x|/4) with c = -1/8 or +1/8 (div.approx.ftz: MUFU.RCP
// and FMUL.FTZ).
func expHalves(a float32, c float32) float32 {
	k := float32(math.Trunc(float64(a * f(0x3FB8AA3B))))
	if float32(math.Abs(float64(k))) > 126 {
		k = float32(math.Copysign(126, float64(k)))
	}
	r := fma(k, f(0xBF317218), a)
	r = fma(k, f(0x3102E308), r)
	scale := math.Float32frombits(math.Float32bits(k+f(0x4B40007D)) << 23)
	q := MufuEx2(r*f(0x3FB8AA3B)) * scale
	return fma(2, q, mulFTZ(MufuRcp(q), c))
}

// Sinhf is libdevice's sinhf.
func Sinhf(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	if a >= 1 {
		v := expHalves(a, -0.125)
		if v != v {
			return canonicalNaN
		}
		return float32(math.Copysign(float64(v), float64(x)))
	}
	x2 := x * x
	p := fma(f(0x363D0ADA), x2, f(0x394FFF49))
	p = fma(p, x2, f(0x3C08889A))
	p = fma(p, x2, f(0x3E2AAAAB))
	r := fma(x2*p, x, x)
	if r != r {
		return canonicalNaN
	}
	return r
}

// Coshf is libdevice's coshf.
func Coshf(x float32) float32 {
	v := expHalves(float32(math.Abs(float64(x))), 0.125)
	if v != v {
		return canonicalNaN
	}
	return v
}

// erffCoeffs are erff's two polynomials: for |x| < 1.003 in x^2 (second of each pair), above
// in |x| for the exponent of 1 - erf (first).
var erffCoeffs = [7][2]uint32{
	{0x38EB4C3A, 0x38B1E96A}, {0xBAAE005B, 0xBA574D20}, {0x3C09919F, 0x3BAAD5EA},
	{0xBD24D99A, 0xBCDC1BE7}, {0x3E235519, 0x3DE718AF}, {0x3F69B4F9, 0xBEC093AC},
	{0x3F210A14, 0x3E0375D3},
}

// Erff is libdevice's erff: x + x p(x^2) below 1.003, 1 - MUFU.EX2(-|x| - |x| q(|x|)) above.
func Erff(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	big := a >= f(0x3F8060FE)
	t, z, sel := x*x, x, 1
	if big {
		t, z, sel = a, -a, 0
	}
	p := fma(f(erffCoeffs[0][sel]), t, f(erffCoeffs[1][sel]))
	for _, c := range erffCoeffs[2:] {
		p = fma(p, t, f(c[sel]))
	}
	r := fma(p, z, z)
	if big {
		r = float32(math.Copysign(float64(1-MufuEx2(r)), float64(x)))
	}
	if r != r {
		return canonicalNaN
	}
	return r
}

func init() {
	float1["sinh"] = Sinhf
	float1["cosh"] = Coshf
	float1["erf"] = Erff
}

// asinAcosArg returns the argument of asinf's and acosf's polynomial: |x| up to 0.56, else
// sqrt((1-|x|)/2) from MUFU.RSQ with one Newton step; big reports the latter.
func asinAcosArg(a float32) (float32, bool) {
	h := fma(0.5, -a, 0.5)
	r := MufuRsq(h)
	s := h * r
	s = fma(s, fma(-s, r*0.5, 0.5), s)
	if a == 1 {
		s = 0
	}
	if a > f(0x3F0F5C29) {
		return s, true
	}
	return a, false
}

// Asinf is libdevice's asinf.
func Asinf(x float32) float32 {
	t, big := asinAcosArg(float32(math.Abs(float64(x))))
	t2 := t * t
	p := fma(f(0x3D4DD2F7), t2, f(0x3C99CA97))
	for _, c := range [...]uint32{0x3D3F90E8, 0x3D993CCF, 0x3E2AAC04} {
		p = fma(p, t2, f(c))
	}
	r := fma(t2*p, t, t)
	if big {
		r = fma(f(0x3F6EE581), f(0x3FD774EB), r*-2)
	}
	if r != r {
		return canonicalNaN
	}
	return float32(math.Copysign(float64(r), float64(x)))
}

// Acosf is libdevice's acosf.
func Acosf(x float32) float32 {
	t, big := asinAcosArg(float32(math.Abs(float64(x))))
	t = float32(math.Copysign(float64(t), float64(x)))
	t2 := t * t
	p := fma(f(0x3D10ECEF), t2, f(0x3C8B1ABB))
	for _, c := range [...]uint32{0x3CFC028C, 0x3D372139, 0x3D9993DB, 0x3E2AAAC6} {
		p = fma(p, t2, f(c))
	}
	r := fma(t2*p, t, t)
	v := -r
	if big {
		v = r
	}
	v = fma(f(0x3F6EE581), f(0x3FD774EB), v)
	if x > f(0x3F0F5C29) {
		v = r
	}
	if big {
		v += v
	}
	return canonical(v)
}

// Expm1f is libdevice's expm1f: e^r - 1 + e^r p(r) around 2^n from ex2.approx.f32.
func Expm1f(x float32) float32 {
	n := rni(x * f(0x3FB8AA3B))
	if float32(math.Abs(float64(x))) < f(0x3ED1EB85) {
		n = 0
	}
	r := fma(-n, f(0x3F317200), x)
	r = fma(-n, f(0x35BFBE8E), r)
	top := n == 128
	k := n
	if top {
		k = n - 1
	}
	p := fma(f(0x3AB5EBE6), r, f(0x3C095663))
	for _, c := range [...]uint32{0x3D2AABE3, 0x3E2AA9F6, 0x3EFFFFFE} {
		p = fma(p, r, f(c))
	}
	q := fma(r*p, r, r)
	e := Ex2Approx(k)
	v := fma(q, e, e-1)
	if top {
		v += v
	}
	if k > 128 {
		v = f(0x7f800000)
	}
	if k < -25 {
		v = -1
	}
	if x == 0 {
		v = x + x
	}
	return canonical(v)
}

func init() {
	float1["asin"] = Asinf
	float1["acos"] = Acosf
	float1["expm1"] = Expm1f
}

// Erfcf is libdevice's erfcf: e^(-x^2) (in two parts around MUFU.EX2) times a polynomial in
// (|x| - 4)/(|x| + 4) divided by 1 + 2|x|, both divisions by MUFU.RCP with a correction.
func Erfcf(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	q := erfcxRational(a)
	// e^(-a^2): -a^2 = n ln2 + s, with a^2's rounding error as a first-order correction.
	a2 := a * a
	n := float32(math.Trunc(float64(-a2 * f(0x3FB8AA3B))))
	if float32(math.Abs(float64(n))) > 126 {
		n = float32(math.Copysign(126, float64(n)))
	}
	s := fma(n, f(0xBF317218), -a2)
	s = fma(n, f(0x3102E308), s)
	scale := math.Float32frombits(math.Float32bits(n+f(0x4B40007F)) << 23)
	e := MufuEx2(s*f(0x3FB8AA3B)) * scale
	e = fma(e, fma(-a, a, a2), e)
	v := q * e
	if a > f(0x4120E148) {
		v = 0
	}
	if x < 0 {
		v = 2 - v
	}
	return canonical(v)
}

// erfcxRational is e^(a^2) erfc(a) for a >= 0 below about 10 as erfcf and erfcxf compute it:
// a polynomial in t = (a - 4)/(a + 4) divided by 2a + 1, both divisions by MUFU.RCP refined.
func erfcxRational(a float32) float32 {
	r := MufuRcp(a + 4)
	t := float32((a - 4) * r) // no fusion into t+1 (Go may fuse a*b+c where no conversion rounds)
	c := fma(-4, t+1, a)
	c = fma(-t, a, c)
	t = fma(r, c, t)
	p := fma(f(0x3A69A091), t, f(0x3BE6E05B))
	for _, k := range [...]uint32{0xBC81FB4B, 0x3D15373B, 0xBD887C5A, 0x3DC021D5, 0xBDCED424, 0x3D8B74DE,
		0x3C7BF170, 0xBE0EF8D4, 0x3F9DD2C9} {
		p = fma(p, t, f(k))
	}
	d := MufuRcp(fma(2, a, 1))
	q := float32(p * d)
	return fma(fma(a, q*-2, p)-q, d, q)
}

func init() {
	float1["erfc"] = Erfcf
}
