package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// sinh and cosh in double precision as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13):
// sinh is an odd polynomial below 1 and, above, (e^|x| - 1)/2 from expm1's polynomial plus
// its quotient by e^|x|; cosh is e^|x|/4 from exp's polynomial plus 1/16 of its reciprocal
// (MUFU.RCP64H and a Newton step), doubled.

// sinhCoeffs is (sinh(a) - a)/a^3 as a polynomial in a^2, highest degree first.
var sinhCoeffs = [...]float64{0x1.b4c75ab274c53p-41, 0x1.611a561d87defp-33, 0x1.ae64671b18f5cp-26,
	0x1.71de3a465b1e4p-19, 0x1.a01a01a02899dp-13, 0x1.11111111110a6p-7, 0x1.5555555555556p-3}

// Sinh is libdevice's sinh.
func Sinh(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	a := math.Abs(x)
	if hiWord(a) < 0x3ff00000 {
		z := a * a
		p := sinhCoeffs[0]
		for _, c := range sinhCoeffs[1:] {
			p = fused.FMA(p, z, c)
		}
		return math.Copysign(fused.FMA(z*p, a, a), x)
	}
	t := fused.FMA(a, 0x1.71547652b82fep0, 0x1.8p52)
	k := int32(loWord(t)) - 1
	n := t - 0x1.8p52
	r := fused.FMA(n, -0x1.62e42fefa39efp-1, a)
	r = fused.FMA(n, -0x1.abc9e3b39803fp-56, r)
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
	h := fused.FMA(e, s, s-0.5) // (e^a - 1)/2
	if top {
		h += h
	}
	res := h + h/fused.FMA(2, h, 1)
	if a >= 0x1.633ce8fb9f87ep9 {
		res = math.Inf(1)
	}
	return math.Copysign(res, x)
}

// Cosh is libdevice's cosh.
func Cosh(x float64) float64 {
	a := math.Abs(x)
	var res float64
	if hiWord(a) < 0x408633cf {
		t := fused.FMA(a, 0x1.71547652b82fep0, 0x1.8p52)
		n := t - 0x1.8p52
		r := fused.FMA(n, -0x1.62e42fefa39efp-1, a)
		r = fused.FMA(n, -0x1.abc9e3b39803fp-56, r)
		p := expPoly(r)
		q := fromWords(hiWord(p)+uint32(int32(loWord(t)))<<20-0x200000, loWord(p)) // e^a/4
		y := recip(q)
		res = fused.FMA(y, 0x1p-4, q)
	} else if x != x {
		return quiet64(x) // x + x
	} else {
		res = math.Inf(1)
	}
	return res + res
}

func init() {
	double1["sinh"] = Sinh
	double1["cosh"] = Cosh
	double1["tanh"] = Tanh
}

// tanhCoeffs is tanh's odd polynomial below 0.655, highest degree first; tanhExpCoeffs the
// polynomial of (e^r - 1 - r)/r^2 above.
var (
	tanhCoeffs = [...]float64{-0x1.0bc46e2f5e964p-16, 0x1.4359f420afc3dp-14, -0x1.df9f0728c5d84p-13,
		0x1.337d1cec4f033p-11, -0x1.7d6e9674335b3p-10, 0x1.d6d000d7aad3dp-9, -0x1.226e1f3cf1ef5p-7,
		0x1.664f47ec0c8cfp-6, -0x1.ba1ba1b80ab40p-5, 0x1.111111110fa4ap-3, -0x1.5555555555550p-2, 0}
	tanhExpCoeffs = [...]float64{0x1.ae904a4741b81p-26, 0x1.28a27f89b6999p-22, 0x1.71de715ff7e07p-19,
		0x1.a019a6b0ac45ap-16, 0x1.a01a017eed94fp-13, 0x1.6c16c17f2a71bp-10, 0x1.11111111173c4p-7,
		0x1.555555555211ap-5, 0x1.5555555555540p-3, 0x1.0000000000005p-1}
)

// Tanh is libdevice's tanh: 1 - 2/(e^(2|x|) + 1) from 0.655 on, the reduction's 2^k from
// MUFU.EX2 and the reciprocal from MUFU.RCP64H.
func Tanh(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	a := math.Abs(x)
	if a < 0x1.4f92224dd2f1ap-1 {
		z := x * x
		p := tanhCoeffs[0]
		for _, c := range tanhCoeffs[1:] {
			p = fused.FMA(p, z, c)
		}
		return fused.FMA(p, x, x)
	}
	d := a + a
	k := float32(math.RoundToEven(float64(float32(d) * f(0x3FB8AA3B))))
	r := fused.FMA(-float64(k), 0x1.62e42fefa39efp-1, d)
	p := tanhExpCoeffs[0]
	for _, c := range tanhExpCoeffs[1:] {
		p = fused.FMA(p, r, c)
	}
	e := fused.FMA(r*p, r, r) // e^r - 1
	s := float64(MufuEx2(k))  // 2^k
	w := 2 - fused.FMA(-e, s, 1-s)
	y := recip(w)
	res := fused.FMA(2, -y, 1)
	if hiWord(a) > 0x40330fc1 {
		res = 1
	}
	return math.Copysign(res, x)
}
