package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// exp10 and expm1 in double precision as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13):
// exp's reduction (by log10(2) for exp10, whose remainder is then multiplied by ln10 in two
// parts) and polynomial; expm1 evaluates its own polynomial for e^r - 1 and rebuilds
// 2^k (e^r - 1) + (2^k - 1).

// Exp10 is libdevice's exp10.
func Exp10(x float64) float64 {
	t := fused.FMA(x, 0x1.a934f0979a371p+1, 0x1.8p52)
	k := int32(loWord(t))
	n := t - 0x1.8p52
	r := fused.FMA(n, -0x1.34413509f79ffp-2, x)
	r = fused.FMA(n, 0x1.9dc1da994fd21p-59, r)
	r = fused.FMA(r, 0x1.26bb1bbb55516p+1, r*-0x1.f48ad494ea3e9p-53)
	p := expPoly(r)
	res := scaleWords(p, k)
	hx := hiAsFloat(x)
	if hx < f(0x40733A71) {
		return res
	}
	res = math.Inf(1)
	if int32(hiWord(x)) < 0 {
		res = 0
	}
	if x != x {
		res = quiet64(x) // x + x
	}
	if hx < f(0x407439B8) { // false for NaN (setp.geu skips)
		res = expScale(p, k)
	}
	return res
}

// expm1Coeffs is the polynomial of (e^r - 1 - r)/r^2, highest degree first.
var expm1Coeffs = [...]float64{0x1.1f4076acd15b6p-29, 0x1.af86d8ebd13cdp-26, 0x1.27e5092ba033dp-22,
	0x1.71dde6c5f9da1p-19, 0x1.a01a018d034e6p-16, 0x1.a01a01b3b6940p-13, 0x1.6c16c16c1b5ddp-10,
	0x1.111111110f74dp-7, 0x1.555555555554dp-5, 0x1.5555555555557p-3, 0.5}

// Expm1 is libdevice's expm1.
func Expm1(x float64) float64 {
	hx := f(hiWord(x)) // the high word as a float, sign kept
	if !(hx < f(0x40862E43) && hx > f(0xC04A8000)) {
		switch {
		case x != x:
			return quiet64(x) // x + x
		case int32(hiWord(x)) < 0:
			return -1
		}
		return math.Inf(1)
	}
	t := fused.FMA(x, 0x1.71547652b82fep0, 0x1.8p52)
	k := int32(loWord(t))
	n := t - 0x1.8p52
	r := fused.FMA(n, -0x1.62e42fefa39efp-1, x)
	r = fused.FMA(n, -0x1.abc9e3b39803fp-56, r)
	h2 := hiWord(x) << 1
	if h2 < 0x7FB3E647 { // |x| below about 0.4: no reduction
		r, k = x, 0
	}
	p := expm1Coeffs[0]
	for _, c := range expm1Coeffs[1:] {
		p = fused.FMA(p, r, c)
	}
	e := fused.FMA(r*p, r, r) // e^r - 1
	top := k == 1024          // 2^1024 is no double: scale by 2^1023 and double the result
	if top {
		k--
	}
	s := fromWords(uint32(k)<<20+0x3ff00000, 0)
	res := fused.FMA(e, s, s-1)
	if top {
		res += res
	}
	if h2 == 0 {
		return x // ±0
	}
	return res
}

func init() {
	double1["exp10"] = Exp10
	double1["expm1"] = Expm1
}
