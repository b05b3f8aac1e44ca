package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// pow in double precision as nvcc -arch=sm_90 inlines it from libdevice (CUDA 13):
// __internal_accurate_pow computes log|x| as a double-double (log's reduction and MUFU.RCP64H
// Newton step, a longer polynomial, compensated sums), multiplies it by y in double-double,
// and takes exp of the head (exp's reduction and polynomial) corrected by the tail; pow then
// fixes the sign for negative x and answers zeros, infinities and NaNs.

// powLogCoeffs is the log polynomial in s^2, highest degree first, before its 1/12 term.
var powLogCoeffs = [...]float64{0x1.0f5ff7d2cafe2p-20, 0x1.0f5d241ad3b5ap-18, 0x1.3b20a75488a3fp-16,
	0x1.745cde4faecd5p-14, 0x1.c71c7258a578bp-12, 0x1.249249242b910p-9, 0x1.9999999999dfbp-7}

// twoProdErr is the rounding error of a*b (fma(a, b, -a*b)).
func twoProdErr(a, b, p float64) float64 { return fused.FMA(a, b, -p) }

// The products that sums use are written float64(a*b): Go may fuse a*b + c otherwise (it does
// on arm64), and libdevice rounds them.

// powLog returns log(x) for a positive x as a double-double hi + lo.
func powLog(x float64) (hi, lo float64) {
	xhi, xlo := hiWord(x), loWord(x)
	e := int32(xhi >> 20)
	if e == 0 {
		s := x * 0x1p54
		xhi, xlo = hiWord(s), loWord(s)
		e = int32(xhi>>20) - 54
	}
	k := e - 1023
	mhi := xhi&0x800fffff | 0x3ff00000
	if mhi >= 0x3ff6a09f {
		mhi -= 0x100000
		k = e - 1022
	}
	m := fromWords(mhi, xlo)
	// s = 2(m-1)/(m+1) = u + 2 l
	q := recip(m + 1)
	f := m - 1
	u := fused.FMA(f, q, f*q)
	v := u * u
	p := fused.FMA(powLogCoeffs[0], v, powLogCoeffs[1])
	for _, c := range powLogCoeffs[2:] {
		p = fused.FMA(p, v, c)
	}
	w := f - u
	l := float64(q * fused.FMA(-u, f, w+w))
	// c = 1/12 + v p as a double-double ch + cl (the PTX adds a 0, which turns -0 into +0)
	ch := fused.FMA(v, p, 0x1.5555555555555p-4)
	cl := fused.FMA(v, p, 0x1.5555555555555p-4-ch) + 0 + -0x1.6a4cb00b9e7b0p-59
	c := ch + cl
	cl += ch - c
	// u^3 as a double-double
	u2 := u * u
	u2lo := fused.FMA(u, fromWords(hiWord(l)+0x100000, loWord(l)), twoProdErr(u, u, u2))
	u3 := u2 * u
	u3lo := fused.FMA(u2lo, u, fused.FMA(u2, l, twoProdErr(u2, u, u3)))
	// c u^3
	a := float64(c * u3)
	alo := fused.FMA(cl, u3, fused.FMA(c, u3lo, twoProdErr(c, u3, a)))
	ah := a + alo
	alo += a - ah
	// u + l + c u^3
	b := u + ah
	blo := l + (alo + (ah + (u - b)))
	bh := b + blo
	blo += b - bh
	// + k ln2
	kf := float64(k)
	g := fused.FMA(kf, 0x1.62e42fefa39efp-1, bh)
	gl := fused.FMA(kf, 0x1.abc9e3b39803fp-56, blo-(fused.FMA(-kf, 0x1.62e42fefa39efp-1, g)-bh))
	hi = g + gl
	return hi, gl + (g - hi)
}

// accuratePow is __internal_accurate_pow: |x|^y for x = |x|.
func accuratePow(x, y float64) float64 {
	lh, ll := powLog(x)
	// Huge y: drop four exponent bits so that the product cannot overflow into NaN.
	yhi := hiWord(y)
	if yhi<<1 > 0xfdffffff {
		yhi &= 0xff0fffff
	}
	ys := fromWords(yhi, loWord(y))
	ph := float64(lh * ys)
	pl := fused.FMA(ll, ys, twoProdErr(lh, ys, ph))
	s := ph + pl
	sl := pl + (ph - s)
	// exp(s), then times 1 + sl
	res := powExp(s)
	if math.IsInf(res, 0) {
		return res
	}
	return fused.FMA(res, sl, res)
}

// powExp is e^s as __internal_accurate_pow (and tgamma) compute it: exp's
// reduction and polynomial, 2^k in two factors near the ends of the range.
func powExp(s float64) float64 {
	t := fused.FMA(s, 0x1.71547652b82fep0, 0x1.8p52)
	n := int32(loWord(t))
	nf := t - 0x1.8p52
	r := fused.FMA(nf, -0x1.62e42fefa39efp-1, s)
	r = fused.FMA(nf, -0x1.abc9e3b39803fp-56, r)
	ep := expPoly(r)
	res := scaleWords(ep, n)
	if hs := hiAsFloat(s); !(hs < f(0x4086232B)) {
		if s < 0 {
			res = 0
		} else {
			res = s + math.Inf(1)
		}
		if hs < f(0x40874800) {
			res = expScale(ep, n)
		}
	}
	return res
}

// Pow is libdevice's pow.
func Pow(x, y float64) float64 {
	// odd: y is an odd integer (its units bit shifted to the top, nothing below it)
	sh := int32(hiWord(y)>>20&0x7ff) - 1012
	var yb uint64
	if sh >= 0 && sh < 64 {
		yb = math.Float64bits(y) << uint(sh)
	}
	odd := yb == 1<<63
	negX := int32(hiWord(x)) < 0
	res := accuratePow(math.Abs(x), y)
	if x == 0 {
		odd = odd && math.Abs(y) != 0.5
		var h uint32
		if odd {
			h = hiWord(x)
		}
		if int32(hiWord(y)) < 0 {
			h |= 0x7ff00000
		}
		res = fromWords(h, 0)
	} else if negX {
		if math.Trunc(y) != y {
			res = defaultNaN64
		} else if odd {
			res = -res
		}
	}
	if hiWord(x+y)&0x7ff00000 == 0x7ff00000 {
		ax, ay := math.Abs(x), math.Abs(y)
		switch {
		case x != x:
			res = quiet64(x)
		case y != y:
			res = quiet64(y)
		case ay == math.Inf(1):
			var h uint32
			if ax > 1 {
				h = 0x7ff00000
			}
			if int32(hiWord(y)) < 0 {
				h ^= 0x7ff00000
			}
			if x == -1 {
				h = 0x3ff00000
			}
			res = fromWords(h, 0)
		case ax == math.Inf(1):
			var h uint32
			if int32(hiWord(y)) >= 0 {
				h = 0x7ff00000
			}
			if negX && odd && hiWord(y)&0x7fffffff != 0x3fe00000 {
				h |= 0x80000000
			}
			res = fromWords(h, 0)
		}
	}
	if y == 0 || x == 1 {
		return 1
	}
	return res
}

func init() {
	double2["pow"] = Pow
}
