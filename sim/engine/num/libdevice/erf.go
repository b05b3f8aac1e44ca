package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// erfPolyBits are the coefficients of libdevice's double erf for |x| below 5.92: with p their
// polynomial in |x| (highest first), t = p·|x| + |x| is -log(1 - erf|x|), computed with its
// rounding error.
var erfPolyBits = [...]uint64{0xBCF0679AFBA6F279, 0x3D47088FDB46FA5F, 0xBD8DF9F9B976A9B2,
	0x3DC7F1F5590CC332, 0xBDFA28A3CD2D56C4, 0x3E2485EE67835925, 0xBE476DB45919F583,
	0x3E62D698D98C8D71, 0xBE720A2C7155D5C6, 0xBE41D29B37CA1397, 0x3EA2EF6CC0F67A49,
	0xBEC102B892333B6F, 0x3ECA30375BA9A84E, 0x3ECAAD18DEDEA43E, 0xBEFF05355BC5B225,
	0x3F10E37A3108BC8B, 0x3EFB292D828E5CB2, 0xBF4356626EBF9BFA, 0x3F5BCA68F73D6AFC,
	0xBF2B6B69EBBC280B, 0xBF9396685912A453, 0x3FBA4F4E2A1ABEF8, 0x3FE45F306DC9C8BB,
	0x3FC06EBA8214DB69}

// erfExpBits are the coefficients of its exp(-t): expm1(r) = r + r²·q(r) for r = -t - k ln 2.
var erfExpBits = [...]uint64{0x3E5AE904A4741B81, 0x3E928A27F89B6999, 0x3EC71DE715FF7E07,
	0x3EFA019A6B0AC45A, 0x3F2A01A017EED94F, 0x3F56C16C17F2A71B, 0x3F811111111173C4,
	0x3FA555555555211A, 0x3FC5555555555540, 0x3FE0000000000005}

func fb(b uint64) float64 { return math.Float64frombits(b) }

// horner evaluates the polynomial of coefficient bits c (highest first) at z.
func horner(c []uint64, z float64) float64 {
	p := fb(c[0])
	for _, b := range c[1:] {
		p = fused.FMA(p, z, fb(b))
	}
	return p
}

// Erf is libdevice's double erf as nvcc -arch=sm_90 inlines it (CUDA 13, from the PTX): 1 -
// exp(-t) with t above, exp through 2^k from ex2.approx.ftz.f32 of the rounded k and a
// polynomial of the rest; 1 from 5.92 on; the sign of x copied onto the result.
func Erf(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	a := math.Abs(x)
	p := horner(erfPolyBits[:], a)
	t := fused.FMA(p, a, a)
	lo := fused.FMA(p, a, a-t) // t's rounding error
	k := float32(math.RoundToEven(float64(float32(t) * f(0xBFB8AA3B))))
	r := fused.FMA(-float64(k), fb(0x3FE62E42FEFA39EF), -t)
	e := r + fused.FMA(r*horner(erfExpBits[:], r), r, -lo) // expm1(r), less t's error
	scale := float64(MufuEx2(k))
	v := fused.FMA(-e, scale, 1-scale)
	if a >= fb(0x4017AFB48DC96626) {
		v = 1
	}
	return math.Copysign(v, x)
}

func init() {
	double1["erf"] = Erf
}

// erfcPolyBits are the coefficients of libdevice's double erfc: with t = (|x| - 4)/(|x| + 4), p(t)
// (highest first) is erfc(|x|)·(2|x| + 1)·exp(x²).
var erfcPolyBits = [...]uint64{0xBDF8774AD4E0BFD7, 0xBE44E1C6FD03D328, 0xBE4330149F7A56B6,
	0x3E7BEDDED8376273, 0x3E6F9254C3ABF22B, 0xBEAB9068C2148CF0, 0x3E94C6454DB34009,
	0x3ED7F1C378F2311D, 0xBEE78E051C6D5C58, 0xBEF995B4EAD14A90, 0x3F23BE27CF0A29B2,
	0xBF2A1DEF3E81672E, 0xBF48D4ABE68C1713, 0x3F749C67210DD6B4, 0xBF9096238568E357,
	0x3FA3079EDF8C2DC9, 0xBFB0FB06DFF601FC, 0x3FB7FEE004DFBCDC, 0xBFB9DDB23C3DB8C6,
	0x3FB16ECEFCFA5FDA, 0x3F8F7F5DF66FB6D6, 0xBFC1DF1AD154A29D, 0x3FF3BA5916E9FD7F}

// erfcScaled is erfc(a)·exp(a²) for a = |x| as erfc and erfcx compute it:
// p(t)/(2a + 1), the quotients refined by a Newton step.
func erfcScaled(a float64) float64 {
	rt := recip(a + 4)
	q := (a - 4) * rt
	u := fused.FMA(-4, q+1, a)
	t := fused.FMA(rt, fused.FMA(-q, a, u), q) // (a - 4)/(a + 4)
	p := horner(erfcPolyBits[:], t)
	rd := recip(fused.FMA(2, a, 1))
	m := p * rd
	return fused.FMA(fused.FMA(a, m*-2, p)+-m, rd, m) // p/(2a + 1)
}

// Erfc is libdevice's double erfc as nvcc -arch=sm_90 inlines it (CUDA 13, from the PTX):
// p(t)/(2|x| + 1) times exp(-x²), the quotients refined by a Newton step, exp(-x²) as 2^k·e^r
// with x² split exactly (its rounding error folded in at the end) and 2^k applied in two halves;
// 0 beyond 27.25, 2 - that for a negative x; 0 and 2 at the infinities.
func Erfc(x float64) float64 {
	hx := hiWord(x) & 0x7fffffff
	if hx >= 0x7ff00000 {
		switch {
		case math.IsInf(x, -1):
			return 2
		case math.IsInf(x, 1):
			return 0
		}
		return quiet64(x) // x + x
	}
	a := math.Abs(x)
	m := erfcScaled(a)
	sq := a * a
	r, k := expReduce(-sq)
	ex := expScale(expPoly(r), k)
	ex = fused.FMA(ex, fused.FMA(-a, a, sq), ex) // exp(-x²), x²'s rounding error folded in
	v := m * ex
	if hx > 0x403B4000 {
		v = 0
	}
	if math.Signbit(x) {
		v = 2 - v
	}
	return v
}

func init() {
	double1["erfc"] = Erfc
	double1["normcdf"] = Normcdf
	double1["erfinv"] = Erfinv
}

// Normcdf is libdevice's double normcdf (from the PTX): erfc(-x/√2)/2, with x clamped to ±38.5
// and -x/√2 computed as a double-double (the product with √½'s high part, its error and the
// low part's), and below -1 erfc's first-order correction for the quotient's tail.
func Normcdf(x float64) float64 {
	x1 := x
	if math.Abs(x) > fb(0x4043400000000000) {
		x1 = math.Copysign(fb(0x4043400000000000), x)
	}
	hi := fb(0xBFE6A09E667F3BCD)
	h := x1 * hi
	l := fused.FMA(x1, fb(0x3C8BDD3413B26456), fused.FMA(x1, hi, -h))
	z := h + l
	v := Erfc(z)
	if hiWord(x1) >= 0xBFF00001 {
		v = fused.FMA(z*-2*v, (h-z)+l, v)
	}
	return v * 0.5
}

// erfinvLogBits are the coefficients of the log that libdevice's double erfinv computes inline:
// log(m) = 2s + 2s³·p(s²), s = (m - 1)/(m + 1).
var erfinvLogBits = [...]uint64{0x3FB5C5C218C775C9, 0x3FA55CF59CDC5D89, 0x3FAEFD18CF6EBB9C,
	0x3FB10682EDCB8D1B, 0x3FB3B1DD3AC7FC96, 0x3FB745CB459B54A6, 0x3FBC71C741A0669F,
	0x3FC249249209112E, 0x3FC99999999A06C1, 0x3FD5555555555535}

// erfinvBits are its three polynomials of the factor erfinv(x)/x: in -3.125 - t for t =
// log(1 - x²) above -6.25, then in √-t - 3.25 below √-t = 4, in √-t - 5 beyond.
var erfinvBits = [3][]uint64{
	{0xBBB135D2E746E627, 0xBC08DDF93324D327, 0x3C37B83EEF0B7C9F, 0x3C69BA72CD589B91, 0xBCA33689090A6B96,
		0x3C782E11898132E0, 0x3CFDE4ACFD9E26BA, 0xBD26D33EED66C487, 0xBD36F2167040D8E2, 0x3D872A22C2D77E20,
		0xBDAC8859C4E5C0AF, 0xBDCDC583D118A561, 0x3E120F47CCF46B3C, 0xBE31A9E38DC84D60, 0xBE5F36CD6D3D46A9,
		0x3E9C6B4F5D03B787, 0xBEB6E8A5434AE8A2, 0xBEED1D1F7B8736F6, 0x3F2879C2A212F024, 0xBF4845769484FCA8,
		0xBF78B6C33114F909, 0x3FCEBD80D9B13E28, 0x3FFA755E7C99AE86},
	{0x3E23040F87DBD932, 0x3E785CBE52878635, 0xBE92777453DD3955, 0x3E5395ABCD554C6C, 0x3EB936388A3790AD,
		0xBED0D5DB812B5083, 0x3EC8860CD5D652F6, 0x3EEA29A0CACDFB23, 0xBF08CEF1F80281F2, 0x3F11E684D0B9188A,
		0x3EF932CD54C8A222, 0xBF37448A89EF8AA3, 0x3F4F3CC55AD40C25, 0xBF5BA924132F38B1, 0x3F6468EECA533CF8,
		0xBF6EBADABB891BBD, 0x3F75FFCFE5B76AFC, 0x3FF0158A6D641D39, 0x4008ABCC380D5A48},
	{0xBDBDCEC3A7785389, 0xBDF18FEEC0E38727, 0x3E19E6BF2DDA45E3, 0xBE30468FB24E2F5F, 0x3E405AC6A8FBA182,
		0xBE50102E495FB9C0, 0x3E5F4C20E1334AF8, 0xBE722D220FDF9C3E, 0x3E8EBC8BB824CB54, 0xBEB0A8D40EA372CC,
		0x3ED2FBD29D093D2B, 0xBEF4A3497E1E0FAC, 0x3F13EBF4EB00938F, 0xBF2C2F36A8FC5D53, 0xBF222EA5DF04047C,
		0x3FF02A30D1FBA0DC, 0x4013664DDD1AD7FB},
}

// Erfinv is libdevice's double erfinv (from the PTX): x times a polynomial in log(1 - x²) or
// its square root, the log computed inline (exponent and mantissa split, a refined quotient
// and an odd polynomial); ±1 gives ±infinity, beyond 1 a NaN.
func Erfinv(x float64) float64 {
	var p float64
	if !(hiAsFloat(x) < f(0x3FF00000)) { // |x| >= 1, or NaN
		a := math.Abs(x)
		switch {
		case a != a:
			p = x
		case a == 1:
			p = math.Inf(1)
		default:
			p = fb(0xFFF8000000000000)
		}
		return x * p
	}
	t := erfcinvLog(fused.FMA(x, -x, 1)) // log(1 - x²)
	switch r := math.Sqrt(-t); {
	case hiWord(t) < 0xC0190000:
		p = horner(erfinvBits[0], -3.125-t)
	case hiWord(r) < 0x40100000:
		p = horner(erfinvBits[1], r-3.25)
	default:
		p = horner(erfinvBits[2], r-5)
	}
	return x * p
}
