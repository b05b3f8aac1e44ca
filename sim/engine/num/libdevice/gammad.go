package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// lgamma and tgamma in double precision as nvcc -arch=sm_90 inlines them from libdevice
// (CUDA 13, from the PTX). lgamma: __internal_lgamma_pos (polynomials below 3, a rational
// function on [3, 8), Stirling's series with log above) and, for negative x,
// log(pi / |x sin(pi x)|) - lgamma(|x|). tgamma: a polynomial for 1/Gamma after a recurrence
// below 4, Stirling's formula with pow's double-double log and exp above, and the reflection
// formula with sin(pi x), e^|x| and pow for negative x.

// lgammaSmallBits: below 0.7, Gamma(x) x = p(x) x^2 + x (highest first).
var lgammaSmallBits = [...]uint64{0xBE7844988BFE6590, 0x3EA7B77CEB0625E8, 0xBE998C69C8710CC4,
	0xBEF6527A5A11CF6E, 0x3F20EC2950B1B5DE, 0xBF2C4D80C24BA278, 0xBF5315B4E8CC0D09,
	0x3F7D917F15D50020, 0xBF83B4ABB41CB6FA, 0xBFA59AF1275B7120, 0x3FC5512321A168A0,
	0xBFA5815E8FDCE74C, 0xBFE4FCF4026ADD1A, 0x3FE2788CFC6FB5C8}

// lgammaNearOneBits: on [0.7, 1.5), lgamma(x) = (1-x) p(1-x).
var lgammaNearOneBits = [...]uint64{0x3F881F6D2A4C4310, 0x3FA3EB504359EB88, 0x3FAE35D8DEB06317,
	0x3FAED469A8B6ECCE, 0x3FACC1B1C357BEFE, 0x3FAD7154DB67F79F, 0x3FAFCC622CF2F7BB,
	0x3FB11747A4D1CC43, 0x3FB24CE16A21B8AC, 0x3FB3B1C21A7BCB00, 0x3FB556723452ED57,
	0x3FB748C00891544F, 0x3FB9A0207808CF40, 0x3FBC80673B8AE26B, 0x3FC010B364B7E555,
	0x3FC2703A1D239658, 0x3FC5B40CB1137E6E, 0x3FCA8B9C17AC4F03, 0x3FD151322AC7CB52,
	0x3FD9A4D55BEAB1D4, 0x3FEA51A6625307D6, 0x3FE2788CFC6FB619}

// lgammaNearTwoBits: on [1.5, 3), lgamma(x) = (x-2) p(x-2).
var lgammaNearTwoBits = [...]uint64{0x3E452636124338B3, 0xBE71FA71D78C0EE2, 0x3E8D111F31E61306,
	0xBEA0502BBE1B2706, 0x3EB06850B2970292, 0xBEC108474875033D, 0x3ED24ACCC62909DC,
	0xBEE3CB25209E63BE, 0x3EF581CBBC8CDC7B, 0xBF078E04B85C7597, 0x3F1A12730CF45051,
	0xBF2D3FD354062012, 0x3F40B36B0B4DE323, 0xBF538AC5C6D0317A, 0x3F67ADD6EAAB19FC,
	0xBF7E404FC20E4D5B, 0x3F951322AC7DA390, 0xBFB13E001A5578A3, 0x3FD4A34CC4A60FA3,
	0x3FDB0EE6072093CF}

// lgammaRatNumBits and lgammaRatDenBits: on [3, 8), lgamma(x) = t + num(t)/den(t), t = x-3,
// the denominator monic (its leading 1 an addition).
var lgammaRatNumBits = [...]uint64{0xC0AF7040BB18FB05, 0xC1122B7730207EF3, 0xC1585A0DB81DE7D0,
	0xC18A992B8BA94677, 0xC1AAC5CB6957CC20, 0xC1BC0E2B308774BE, 0xC1C6BA13DCAE7F67,
	0xC1CCF33B9C3D120C}
var lgammaRatDenBits = [...]uint64{0xC10074FACE10C93F, 0xC151B662F8D75791, 0xC18EE64AB4D207F7,
	0xC1B9051687C9951A, 0xC1D2B866BF0B853D, 0xC1D4E2130E9DC133}

// lgammaStirlingBits: Stirling's series in 1/x^2, before its last step in 1/x.
var lgammaStirlingBits = [...]uint64{0xBF5AC321034783F9, 0x3F4B68B992738FBF, 0xBF4380D01E4F7B8C,
	0x3F4A019FA29F7264, 0xBF66C16C16B2ACEC, 0x3FB5555555555545}

// lgammaPosD is __internal_lgamma_pos: lgamma of x >= 0.
func lgammaPosD(x float64) float64 {
	hi := int32(hiWord(x))
	switch {
	case hi < 0x3FE66666: // below 0.7: -log(Gamma(x) x ... ) through log's code
		p := horner(lgammaSmallBits[:], x)
		return -Log(fused.FMA(float64(p*x), x, x))
	case hi < 0x3FF80000:
		t := 1 - x
		return float64(t * horner(lgammaNearOneBits[:], t))
	case hi < 0x40080000:
		t := x - 2
		return float64(t * horner(lgammaNearTwoBits[:], t))
	case hi < 0x40200000:
		t := x - 3
		num := horner(lgammaRatNumBits[:], t)
		den := t + fb(0xC08FF62E0BE189FE)
		for _, b := range lgammaRatDenBits {
			den = fused.FMA(den, t, fb(b))
		}
		return t + num/den
	}
	// (x - 1/2) log x - x + log(2 pi)/2 + series, log x halved through its exponent
	l := Log(x)
	r := recip(x)
	r2 := r * r
	hl := fromWords(hiWord(l)-0x100000, loWord(l))
	h := x - 0.5
	s := fused.FMA(horner(lgammaStirlingBits[:], r2), r, fb(0x3FED67F1C864BEAE))
	v := fused.FMA(hl, h, s) + fused.FMA(hl, h, -x)
	if x == math.Inf(1) {
		return x
	}
	return v
}

// Lgamma is libdevice's lgamma.
func Lgamma(x float64) float64 {
	a := math.Abs(x)
	if a != a {
		return quiet64(x) // x + x
	}
	lp := lgammaPosD(a)
	if int32(hiWord(x)) >= 0 {
		return lp
	}
	if math.Trunc(a) == a {
		return math.Inf(1)
	}
	if hiWord(a) < 0x3C000000 { // below 2^-63: -log|x|
		return -Log(a)
	}
	// log(pi / |a sin(pi a)|) - lgamma(a)
	r, q := piReduce(a)
	s := sinCosQuadrant(r, q)
	return Log(fb(0x400921FB54442D18)/float64(a*math.Abs(s))) - lp
}

// tgammaRecipBits: on [-1/2, 1/2) (after the recurrence) 1/Gamma(1+t) = 1 + t p(t).
var tgammaRecipBits = [...]uint64{0x3E381B4960FCF5C9, 0xBE8AF7049AE8A594, 0x3EB301D46D4B22F5,
	0xBEB50272AEED0FC4, 0xBEF51CE1A40516F8, 0x3F20C8AA7419084C, 0xBF2C3650196BAD8A,
	0xBF531711365A3E26, 0x3F7D919C52A7DF35, 0xBF83B4AF28386F4D, 0xBFA59AF103C37B4D,
	0x3FC5512320B439EF, 0xBFA5815E8FA26F4F, 0xBFE4FCF4026AFA2B, 0x3FE2788CFC6FB619}

// tgammaStirlingBits: Stirling's correction 1 + r p(r) in r = 1/x.
var tgammaStirlingBits = [...]uint64{0xBF64BEE47C38A637, 0x3F73C25DA81303D5, 0xBF6B7C37A96CFC72,
	0x3F35A85ABDE1E324, 0x3F4A8B28F07B3F05, 0xBF0A15D1D45A282F, 0xBF4367D3468CB5BE,
	0x3F12471B0E9F1005, 0x3F49B1004744D5C4, 0xBF2E13CE69AB4B7F, 0xBF65F7268ECF8A01,
	0x3F6C71C71C71ACE0, 0x3FB5555555555556}

// tgammaRecip is 1 + t p(t).
func tgammaRecip(t float64) float64 {
	return fused.FMA(horner(tgammaRecipBits[:], t), t, 1)
}

// tgammaCorr is r p(r) for r = 1/x, r through MUFU.RCP64H and its Newton step.
func tgammaCorr(x float64) float64 {
	r := recip(x)
	return float64(r * horner(tgammaStirlingBits[:], r))
}

// Tgamma is libdevice's tgamma.
func Tgamma(x float64) float64 {
	h := f(hiWord(x)) // the PTX compares x's high word as a float
	switch {
	case x != x:
		return quiet64(x) // x + x
	case x < 0:
		if math.Trunc(x) == x {
			return defaultNaN64
		}
		if h > f(0xC0100000) {
			return tgammaNegSmall(x, h)
		}
		if h > f(0xC0672000) {
			return tgammaReflect(x, h)
		}
		// below -185: a zero with the sign of Gamma
		fl := math.Floor(x)
		if fl-2*math.Floor(fl*0.5) == 1 {
			return math.Copysign(0, -1)
		}
		return 0
	case h < f(0x40100000): // below 4: down to [1/2, 3/2) (or [-1/2, 1/2))
		num, t := 1.0, x
		if !(h < f(0x400C0000)) {
			num = fused.FMA(x, 1, -1)
			t = x - 1
		}
		if h >= f(0x40040000) {
			num = fused.FMA(t, num, -num)
			t--
		}
		if h >= f(0x3FF80000) {
			num = fused.FMA(t, num, -num)
			t--
		}
		if h >= f(0x3FE00000) {
			return num / tgammaRecip(t-1)
		}
		return num / float64(x*tgammaRecip(t))
	}
	// Stirling: exp((x - 1/2) log x - x) sqrt(2 pi) (1 + corr), in double-double
	lh, ll := powLog(x)
	xh := x - 0.5
	p := float64(lh * xh)
	pl := fused.FMA(ll, xh, twoProdErr(lh, xh, p))
	s := p + pl
	sl := pl + (p - s)
	d := s - x
	dl := sl + ((s - d) - x)
	e := d + dl
	el := dl + (d - e)
	ex := powExp(e)
	g := fused.FMA(el, ex, ex)
	g = fused.FMA(g, fb(0x40040D931FF62706), float64(g*fb(0xBCAA6A0D6F814637)))
	v := fused.FMA(tgammaCorr(x), g, g)
	if x >= fb(0x406573FAE561F648) {
		return math.Inf(1)
	}
	return v
}

// tgammaNegSmall is tgamma on (-4, 0): 1 / (x (x+1)... 1/Gamma(1+t)).
func tgammaNegSmall(x float64, h float32) float64 {
	z, t := x, x
	if !(h > f(0xC00C0000)) {
		z = fused.FMA(x, x, x)
		t = x + 1
	}
	for _, b := range [...]uint32{0xC0040000, 0xBFF80000, 0xBFE00000} {
		if !(h > f(b)) {
			z = fused.FMA(t, z, z)
			t++
		}
	}
	return 1 / float64(z*tgammaRecip(t))
}

// tgammaReflect is tgamma on (-185, -4]: pi / (x sin(pi x) Gamma(-x)), Gamma(-x) by Stirling
// with e^|x| and |x|^(|x|-1/2) (as two factors |x|^((|x|-1/2)/2) below -143.2).
func tgammaReflect(x float64, h float32) float64 {
	r, q := piReduce(x)
	sn := sinCosQuadrant(r, q)
	a := math.Abs(x)
	// e^a, 2^k in two factors when |k| >= 1023
	t := fused.FMA(a, 0x1.71547652b82fep0, 0x1.8p52)
	k := int32(loWord(t))
	nf := t - 0x1.8p52
	rr := fused.FMA(nf, -0x1.62e42fefa39efp-1, a)
	rr = fused.FMA(nf, -0x1.abc9e3b39803fp-56, rr)
	ep := expPoly(rr)
	sh := uint32(k)<<20 + 0x3ff00000
	if k >= 1023 || k <= -1023 {
		k2 := uint32(k + 2046)
		h1 := k2 << 19 & 0xfff00000
		sh = k2<<20 - h1
		ep *= fromWords(h1, 0)
	}
	ea := float64(ep * fromWords(sh, 0))
	num := fused.FMA(ea, fb(0x3FF40D931FF62706), float64(ea*fb(0xBC9A6A0D6F814637)))
	den := float64(a * fused.FMA(tgammaCorr(a), sn, sn))
	v := num / den
	y := a - 0.5
	split := !(h > f(0xC061E400))
	if split {
		y = fromWords(hiWord(y)-0x100000, loWord(y))
	}
	pw := accuratePow(a, -y)
	if split {
		v *= pw
	}
	return pw * v
}

func init() {
	double1["lgamma"] = Lgamma
	double1["tgamma"] = Tgamma
}
