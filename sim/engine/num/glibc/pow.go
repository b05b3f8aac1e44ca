package glibc

// The double pow of glibc 2.28 and later (Arm optimized-routines math/pow.c,
// sysdeps/ieee754/dbl-64/e_pow.c; log table in dtables.go, exp's table in exp.go): log(x) to
// about 68 bits as hi + lo, y*log(x) as ehi + elo with one FMA, then exp(ehi + elo) with exp's
// algorithm and the sign of an odd integer power of a negative x. Fused as gcc -mfma -mavx2
// compiles it (see log.go), the copy x86-64 glibc runs.
//
// Ported from glibc; Copyright (C) 2018-2024 Free Software Foundation, Inc.; licensed under
// the GNU Lesser General Public License, version 2.1 or later.

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// powLog returns log(x) as hi + tail, for the bits ix of a positive normal x (or a subnormal
// one normalized with a negative exponent).
func powLog(ix uint64) (hi, tail float64) {
	tmp := ix - 0x3fe6955500000000
	i := tmp >> (52 - 7) % 128
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	kd := float64(k)
	e := &powLogTab[i]
	// z/c - 1 is exact: 1/c has few bits.
	r := fused.FMA(z, e.invc, -1)
	t1 := fused.FMA(kd, powLn2Hi, e.logc)
	t2 := t1 + r
	lo1 := fused.FMA(kd, powLn2Lo, e.logctail)
	lo2 := t1 - t2 + r
	A := &powLogPoly
	ar := A[0] * r
	ar2 := float64(r * ar)
	ar3 := r * ar2
	h := t2 + ar2
	lo3 := fused.FMA(ar, r, -ar2)
	lo4 := t2 - h + ar2
	q := fused.FMA(ar2, fused.FMA(ar2, fused.FMA(r, A[6], A[5]), fused.FMA(r, A[4], A[3])), fused.FMA(r, A[2], A[1]))
	lo := fused.FMA(ar3, q, lo1+lo2+lo3+lo4)
	y := h + lo
	return y, h - y + lo
}

// powExp returns exp(x + xtail), negated when signBias is set: exp.go's Exp with the tail
// added to the reduced argument.
func powExp(x, xtail float64, signBias uint64) float64 {
	abstop := top12d(x) & 0x7ff
	if abstop-top12d(0x1p-54) >= top12d(512)-top12d(0x1p-54) {
		if abstop-top12d(0x1p-54) >= 0x80000000 {
			one := 1 + x
			if signBias != 0 {
				return -one
			}
			return one
		}
		if abstop >= top12d(1024) {
			if math.Float64bits(x)>>63 != 0 {
				return signedZeroInf(0, signBias)
			}
			return signedZeroInf(math.Inf(1), signBias)
		}
		abstop = 0 // large x: specialcase below
	}
	kd := fused.FMA(expInvLn2N, x, expShift)
	ki := math.Float64bits(kd)
	kd -= expShift
	r := fused.FMA(kd, expNegLn2Lo, fused.FMA(kd, expNegLn2Hi, x))
	r += xtail
	idx := 2 * (ki % 128)
	top := (ki + signBias) << 45
	tail := math.Float64frombits(expTable[idx])
	sbits := expTable[idx+1] + top
	r2 := r * r
	tmp := fused.FMA(r2*r2, fused.FMA(r, expC5, expC4), fused.FMA(r2, fused.FMA(r, expC3, expC2), tail+r))
	if abstop == 0 {
		return powSpecial(tmp, sbits, ki)
	}
	scale := math.Float64frombits(sbits)
	return fused.FMA(scale, tmp, scale)
}

// signedZeroInf is v (0 or +inf) negated when signBias is set: __math_uflow, __math_oflow.
func signedZeroInf(v float64, signBias uint64) float64 {
	if signBias != 0 {
		return -v
	}
	return v
}

// powSpecial is pow's specialcase: exp's, with a signed scale.
func powSpecial(tmp float64, sbits, ki uint64) float64 {
	if ki&0x80000000 == 0 {
		scale := math.Float64frombits(sbits - 1009<<52)
		return 0x1p1009 * fused.FMA(scale, tmp, scale)
	}
	sbits += 1022 << 52
	scale := math.Float64frombits(sbits)
	// scale*tmp has a use in another basic block: gcc keeps it one rounded product.
	y := scale + float64(scale*tmp)
	if math.Abs(y) < 1 {
		one := 1.0
		if y < 0 {
			one = -1
		}
		lo := float64(scale-y) + float64(scale*tmp)
		hi := one + y
		lo = one - hi + y + lo
		y = (hi + lo) - one
		if y == 0 {
			y = math.Float64frombits(sbits & 0x8000000000000000)
		}
	}
	return 0x1p-1022 * y
}

// checkint64 is 0 when iy (a non-zero finite double's bits) is not an integer, 1 when it is an
// odd one, 2 when an even one.
func checkint64(iy uint64) int {
	e := int(iy >> 52 & 0x7ff)
	switch {
	case e < 0x3ff:
		return 0
	case e > 0x3ff+52:
		return 2
	case iy&(1<<(0x3ff+52-e)-1) != 0:
		return 0
	case iy&(1<<(0x3ff+52-e)) != 0:
		return 1
	}
	return 2
}

// zeroinfnan64 reports whether i is the bits of a zero, an infinity or a NaN.
func zeroinfnan64(i uint64) bool { return 2*i-1 >= 2*math.Float64bits(math.Inf(1))-1 }

// isNaN64Bits reports whether i is the bits of a NaN.
func isNaN64Bits(i uint64) bool { return 2*i > 2*math.Float64bits(math.Inf(1)) }

// nanSum is x + y where one of them is a NaN, as x86's addsd gives it: the first NaN operand,
// quieted (Go's own x + y leaves the NaN's bits to the machine).
func nanSum(x, y float64) float64 {
	if x != x {
		return quiet64(x)
	}
	return quiet64(y)
}

// Pow is glibc's pow.
func Pow(x, y float64) float64 {
	var signBias uint64
	ix, iy := math.Float64bits(x), math.Float64bits(y)
	topx, topy := top12d(x), top12d(y)
	if topx-0x001 >= 0x7ff-0x001 || topy&0x7ff-0x3be >= 0x43e-0x3be {
		// x below 0x1p-1022, infinite or NaN; |y| below 0x1p-65 or from 0x1p63 on, or NaN.
		if zeroinfnan64(iy) {
			switch {
			case 2*iy == 0:
				if signalling64(ix) {
					return quiet64(x)
				}
				return 1
			case ix == 0x3ff0000000000000:
				if signalling64(iy) {
					return quiet64(y)
				}
				return 1
			case isNaN64Bits(ix) || isNaN64Bits(iy):
				return nanSum(x, y)
			case 2*ix == 2*0x3ff0000000000000:
				return 1
			case (2*ix < 2*0x3ff0000000000000) == (iy>>63 == 0):
				return 0 // |x| < 1 and y = inf, or |x| > 1 and y = -inf
			}
			return math.Inf(1) // y*y
		}
		if zeroinfnan64(ix) {
			// x*x, negated for an odd integer y; then 1/x2 for a negative y.
			neg := ix>>63 != 0 && checkint64(iy) == 1
			var x2 float64
			if isNaN64Bits(ix) {
				x2 = quiet64(x)
				if neg {
					x2 = -x2
				}
				return x2
			}
			x2 = x * x
			if neg {
				x2 = -x2
			}
			if iy>>63 != 0 {
				return 1 / x2
			}
			return x2
		}
		// x and y are finite and not zero.
		if ix>>63 != 0 {
			switch checkint64(iy) {
			case 0:
				return math.Float64frombits(0xfff8000000000000) // __math_invalid
			case 1:
				signBias = 0x800 << 7
			}
			ix &= 0x7fffffffffffffff
			topx &= 0x7ff
		}
		if topy&0x7ff-0x3be >= 0x43e-0x3be {
			// |y| tiny or huge; signBias is 0: y is not odd.
			if ix == 0x3ff0000000000000 {
				return 1
			}
			if topy&0x7ff < 0x3be {
				if ix > 0x3ff0000000000000 {
					return 1 + y
				}
				return 1 - y
			}
			if (ix > 0x3ff0000000000000) == (topy < 0x800) {
				return math.Inf(1)
			}
			return 0
		}
		if topx == 0 {
			// Subnormal x: normalize it, the exponent going negative.
			ix = math.Float64bits(x*0x1p52)&0x7fffffffffffffff - 52<<52
		}
	}
	hi, lo := powLog(ix)
	ehi := y * hi
	elo := fused.FMA(y, lo, fused.FMA(y, hi, -ehi))
	return powExp(ehi, elo, signBias)
}

// signalling64 reports whether i is the bits of a signalling NaN.
func signalling64(i uint64) bool { return isNaN64Bits(i) && i&(1<<51) == 0 }
