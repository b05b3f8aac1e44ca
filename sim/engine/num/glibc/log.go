package glibc

// The double log and log2 of glibc 2.28 and later (Arm optimized-routines math/log.c, log2.c,
// sysdeps/ieee754/dbl-64/e_log.c, e_log2.c; tables in dtables.go): x = 2^k z with z in
// [0x1.6p-1, 0x1.6p0) split into 128 (log2: 64) subintervals, each with a c near its centre,
// and log(x) = k ln2 + log(c) + log1p(z/c - 1) with a polynomial for log1p; arguments near 1
// take a longer polynomial in x - 1 instead.
//
// x86-64 glibc picks, through ifunc, the copies built with -mfma -mavx2 (log2's since 2.39;
// Debian's 2.36 has it too). gcc contracts a*b+c there whenever every use of the product a*b
// is an addition or subtraction in the same basic block; the ports spell those contractions
// out with fma, and the float64 conversions keep Go from fusing anything else.
//
// Ported from glibc; Copyright (C) 2018-2024 Free Software Foundation, Inc.; licensed under
// the GNU Lesser General Public License, version 2.1 or later.

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// logInvalid is __math_invalid: (x - x) / (x - x), a NaN argument quieted, else x86's
// default NaN.
func logInvalid(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	return math.Float64frombits(0xfff8000000000000)
}

// logSpecial64 handles x below 0x1p-1022, infinities and NaNs for log and log2: the result
// when there is one, else the bits of x normalized into the normal range.
func logSpecial64(x float64, ix uint64) (float64, uint64, bool) {
	top := ix >> 48
	if ix*2 == 0 {
		return math.Inf(-1), 0, true
	}
	if ix == math.Float64bits(math.Inf(1)) {
		return x, 0, true
	}
	if top&0x8000 != 0 || top&0x7ff0 == 0x7ff0 {
		return logInvalid(x), 0, true
	}
	// Subnormal: scale it into the normal range (exact) and take 52 off the exponent.
	return 0, math.Float64bits(x*0x1p52) - 52<<52, false
}

// Log is glibc's log.
func Log(x float64) float64 {
	ix := math.Float64bits(x)
	const lo, hi = 0x3fee000000000000, 0x3ff1090000000000 // 1 - 0x1p-4, 1 + 0x1.09p-4
	if ix-lo < hi-lo {
		if ix == 0x3ff0000000000000 {
			return 0
		}
		B := &logPoly1
		r := x - 1
		r2 := r * r
		r3 := r * r2
		q := fused.FMA(r3, fused.FMA(r3, fused.FMA(r3, B[10], fused.FMA(r2, B[9], fused.FMA(r, B[8], B[7]))),
			fused.FMA(r2, B[6], fused.FMA(r, B[5], B[4]))), fused.FMA(r2, B[3], fused.FMA(r, B[2], B[1])))
		// r*0x1p27 and rhi*rhi*B[0] are exact, so fusing them, as gcc does, changes nothing.
		w := r * 0x1p27
		rhi := r + w - w
		rlo := r - rhi
		w = rhi * rhi * B[0]
		h := r + w
		l := r - h + w
		l = fused.FMA(float64(B[0]*rlo), rhi+r, l)
		y := fused.FMA(r3, q, l)
		return y + h
	}
	if top := ix >> 48; top-0x0010 >= 0x7ff0-0x0010 {
		r, n, done := logSpecial64(x, ix)
		if done {
			return r
		}
		ix = n
	}
	tmp := ix - 0x3fe6000000000000
	i := tmp >> (52 - 7) % 128
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	invc, logc := logTab[i].invc, logTab[i].logc
	r := fused.FMA(z, invc, -1)
	kd := float64(k)
	w := fused.FMA(kd, logLn2Hi, logc)
	h := w + r
	l := fused.FMA(kd, logLn2Lo, w-h+r)
	A := &logPoly
	r2 := r * r
	p := fused.FMA(r2, fused.FMA(r, A[4], A[3]), fused.FMA(r, A[2], A[1]))
	y := fused.FMA(float64(r*r2), p, fused.FMA(r2, A[0], l))
	return y + h
}

// Log2 is glibc's log2.
func Log2(x float64) float64 {
	ix := math.Float64bits(x)
	const lo, hi = 0x3feea4af00000000, 0x3ff0b55900000000 // 1 - 0x1.5b51p-5, 1 + 0x1.6ab2p-5
	if ix-lo < hi-lo {
		if ix == 0x3ff0000000000000 {
			return 0
		}
		B := &log2Poly1
		r := x - 1
		h := float64(r * log2InvLn2Hi)
		l := fused.FMA(r, log2InvLn2Lo, fused.FMA(r, log2InvLn2Hi, -h))
		r2 := r * r
		r4 := r2 * r2
		// p = r2*(B[0] + r*B[1]) is fused into both of its sums.
		q := fused.FMA(r, B[1], B[0])
		y := fused.FMA(r2, q, h)
		l += fused.FMA(r2, q, h-y)
		l = fused.FMA(r4, fused.FMA(r4, fused.FMA(r2, fused.FMA(r, B[9], B[8]), fused.FMA(r, B[7], B[6])),
			fused.FMA(r2, fused.FMA(r, B[5], B[4]), fused.FMA(r, B[3], B[2]))), l)
		return y + l
	}
	if top := ix >> 48; top-0x0010 >= 0x7ff0-0x0010 {
		r, n, done := logSpecial64(x, ix)
		if done {
			return r
		}
		ix = n
	}
	tmp := ix - 0x3fe6000000000000
	i := tmp >> (52 - 6) % 64
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	invc, logc := log2Tab[i].invc, log2Tab[i].logc
	kd := float64(k)
	r := fused.FMA(z, invc, -1)
	t1 := float64(r * log2InvLn2Hi)
	t2 := fused.FMA(r, log2InvLn2Lo, fused.FMA(r, log2InvLn2Hi, -t1))
	t3 := kd + logc
	h := t3 + t1
	l := t3 - h + t1 + t2
	A := &log2Poly
	r2 := r * r
	r4 := r2 * r2
	p := fused.FMA(r4, fused.FMA(r, A[5], A[4]), fused.FMA(r2, fused.FMA(r, A[3], A[2]), fused.FMA(r, A[1], A[0])))
	return fused.FMA(r2, p, l) + h
}

// Log10 is glibc's log10 (sysdeps/ieee754/dbl-64/e_log10.c, from Sun's fdlibm: Copyright (C)
// 1993 by Sun Microsystems, Inc., freely distributable with this notice): x = 2^n m,
// log10(x) = n log10(2) + log(m)/ln(10) with glibc's log (the FMA copy, through the ifunc)
// and no fused operation of its own (x86-64 has no FMA copy of log10).
func Log10(x float64) float64 {
	const (
		two54    = 0x1p54
		ivln10   = 0x1.bcb7b1526e50ep-2  // 0x3FDBCB7B1526E50E
		log102hi = 0x1.34413509f6p-2     // 0x3FD34413509F6000
		log102lo = 0x1.9fef311f12b36p-42 // 0x3D59FEF311F12B36
	)
	hx := int64(math.Float64bits(x))
	k := int64(0)
	if hx < 0x0010000000000000 {
		if hx&0x7fffffffffffffff == 0 {
			return math.Inf(-1) // -two54 / fabs(x)
		}
		if hx < 0 {
			if x != x {
				return quiet64(x) // (x - x) / (x - x)
			}
			// log10 keeps the SVID wrapper (w_log10_compat.c), whose __kernel_standard
			// gives +NaN for x < 0 before __ieee754_log10 sees it.
			return math.Float64frombits(0x7ff8000000000000)
		}
		k -= 54
		x *= two54
		hx = int64(math.Float64bits(x))
	}
	if hx >= 0x7ff0000000000000 { // x + x: +inf, or a NaN quieted
		if x != x {
			return quiet64(x)
		}
		return x
	}
	k += hx>>52 - 1023
	i := int64(uint64(k) >> 63)
	x = math.Float64frombits(uint64(hx&0x000fffffffffffff | (0x3ff-i)<<52))
	y := float64(k + i)
	z := float64(y*log102lo) + float64(ivln10*Log(x))
	return z + float64(y*log102hi)
}
