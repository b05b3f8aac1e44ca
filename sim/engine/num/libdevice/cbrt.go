package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// Cube roots start from MUFU.LG2 and MUFU.EX2 in single precision (2^(lg2(x)/3)) and refine
// that once: in float for cbrtf, in double for cbrt and rcbrt, where the refinement does not
// wash out the approximation's last bits either.

// Cbrtf is libdevice's cbrtf: r = 2^(-lg2|x| 2/3) (about |x|^(-2/3)), s = |x| r, then one
// Newton step s + s (1 - s r s)/3.
func Cbrtf(x float32) float32 {
	if x != x {
		return canonicalNaN
	}
	if x+x == x { // ±0, ±inf
		return x + x
	}
	a := float32(math.Abs(float64(x)))
	r := MufuEx2(Lg2Approx(a) * f(0xBF2AAAAB))
	s := a * r
	q := r * s
	u := fma(s, -q, 1) * f(0x3EAAAAAB)
	v := fma(s, u, s)
	if x < 0 {
		return -v
	}
	return v
}

// cbrtStart reduces |x| to a = |x| 2^(-3k) near [0.5, 4) (subnormals scaled by 2^54 first:
// shift counts the 18 thirds of that) and returns a, k - shift and the MUFU estimate
// 2^(lg2(a) c) of a^(1/3) (c = 1/3) or a^(-1/3) (c = -1/3).
func cbrtStart(x float64, c uint32) (a float64, k int32, r float64) {
	hi, lo := hiWord(x)&0x7fffffff, loWord(x)
	shift := int32(0)
	if hi>>20 == 0 {
		s := fromWords(hi, lo) * 0x1p54
		hi, lo, shift = hiWord(s), loWord(s), 18
	}
	k = int32(math.RoundToEven(float64(float32(int32(hi>>20)-1022) * f(0x3EAAAAAB))))
	a = fromWords(uint32(int32(hi)-k*0x300000), lo)
	r = float64(MufuEx2(MufuLg2(float32(a)) * f(c)))
	return a, k - shift, r
}

// Cbrt is libdevice's cbrt: a Halley step r + r (a - r^3) / (2 r^3 + a) on the MUFU estimate,
// the division by MUFU.RCP64H refined once.
func Cbrt(x float64) float64 {
	if x != x {
		return quiet64(x) // x + x
	}
	if x+x == x { // ±0, ±inf
		return x + x
	}
	a, k, r := cbrtStart(x, 0x3EAAAAAB)
	r2 := r * r
	d := fused.FMA(r2*2, r, a) // 2 r^3 + a (the doubling is on the exponent word)
	e := recip(d)
	v := fused.FMA(r, e*fused.FMA(r2, -r, a), r)
	return math.Copysign(scaleWords(v, k), x)
}

// Rcbrt is libdevice's rcbrt: r (1 + e/3 + 2 e^2/9) with e = 1 - a r^3 computed with the
// products' rounding errors.
func Rcbrt(x float64) float64 {
	var res float64
	switch {
	case x != x:
		return quiet64(x) // x + x
	case x+x == x: // ±0 gives ±inf, ±inf gives ±0
		res = fromWords(hiWord(x)^0x7ff00000, 0)
	default:
		a, k, r := cbrtStart(x, 0xBEAAAAAB)
		r2 := r * r
		ar := a * r
		e := fused.FMA(r2, -ar, 1)
		e = fused.FMA(r2, -fused.FMA(a, r, -ar), e)
		e = fused.FMA(ar, -fused.FMA(r, r, -r2), e)
		p := fused.FMA(0x1.c71c71c71c71cp-3, e, 0x1.5555555555555p-2)
		res = scaleWords(fused.FMA(p, e*r, r), -k)
	}
	return math.Copysign(res, x)
}

func init() {
	float1["cbrt"] = Cbrtf
	double1["cbrt"] = Cbrt
	double1["rcbrt"] = Rcbrt
}
