package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// Atanh is libdevice's double atanh (from the PTX): log1p(2|x|/(1 - |x|))/2, the quotient
// correctly rounded, x's sign copied onto it (onto a NaN as well).
func Atanh(x float64) float64 {
	a := math.Abs(x)
	return math.Copysign(Log1p((a+a)/(1-a))*0.5, x) // a NaN too: +NaN for atanh(2)
}

// Asinh is libdevice's double asinh (from the PTX): log1p(a + a²/(1 + √(1 + a²))) for a = |x|,
// the square root as (1 + a²)·rsqrt refined once and the quotient through MUFU.RCP64H and a
// Newton step; above 2^62 log1p(a) + ln 2; x's sign copied onto it.
func Asinh(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	a := math.Abs(x)
	s := fused.FMA(x, x, 1)
	r := MufuRsq64h(s)
	e := fused.FMA(s, -(r * r), 1)
	r = fused.FMA(fused.FMA(0.375, e, 0.5), e*r, r)
	q := recip(fused.FMA(s, r, 1))
	v := fused.FMA(a, a*q, a)
	huge := hiWord(a) > 0x43DFFFFF
	if huge {
		v = a
	}
	l := Log1p(v)
	if huge {
		l += fb(0x3FE62E42FEFA39EF)
	}
	return math.Copysign(l, x)
}

// Acosh is libdevice's double acosh (from the PTX): log1p(x - 1 + √(x² - 1)), the square root
// from MUFU.RSQ64H refined twice; from x - 1 = 2^50 on log1p(x - 2.0000000000000002) + ln 2.
func Acosh(x float64) float64 {
	t := x + -1
	huge := hiWord(t) > 0x431FFFFF
	s := fused.FMA(x, x, -1)
	r := MufuRsq64h(s)
	h := scaleWords(r, -1) // r/2
	y := s * r
	y = fused.FMA(fused.FMA(y, -y, s), h, y)
	h = fused.FMA(fused.FMA(r, -y, 1), h, h)
	sq := fused.FMA(fused.FMA(y, -y, s), h, y)
	switch {
	case huge:
		sq = fb(0xBFF0000000000001)
	case hiWord(t) == 0:
		sq = 0
	}
	l := Log1p(t + sq)
	if huge {
		l += fb(0x3FE62E42FEFA39EF)
	}
	return l
}

func init() {
	double1["atanh"] = Atanh
	double1["asinh"] = Asinh
	double1["acosh"] = Acosh
}
