package glibc

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// powf (Arm optimized-routines math/powf.c): exp2(y * log2(x)) with a log2 accurate to
// 1.83 * 2^-33 (a quintic on the logf table) and exp2f's table.

const (
	powfA0 = 0x1.27616c9496e0bp-2
	powfA1 = -0x1.71969a075c67ap-2
	powfA2 = 0x1.ec70a6ca7baddp-2
	powfA3 = -0x1.7154748bef6c8p-1
	powfA4 = 0x1.71547652ab82bp0
	// powfSignBias flips the sign of the result through the exponent of 2^(k/N).
	powfSignBias = 1 << (5 + 11)
)

// powfLog2 is log2_inline: log2 of the normal (or normalised) float with bits ix.
func powfLog2(ix uint32) float64 {
	tmp := ix - logOff
	i := tmp >> (23 - 4) % 16
	top := tmp & 0xff800000
	iz := ix - top
	k := int32(top) >> 23
	t := &log2fTable[i]
	z := float64(math.Float32frombits(iz))
	r := fused.FMA(z, t.invc, -1)
	y0 := t.logc + float64(k)
	r2 := r * r
	y := fused.FMA(powfA0, r, powfA1)
	p := fused.FMA(powfA2, r, powfA3)
	r4 := r2 * r2
	q := fused.FMA(powfA4, r, y0)
	q = fused.FMA(p, r2, q)
	return fused.FMA(y, r4, q)
}

// powfExp2 is exp2_inline: 2^xd for xd in [-1021, 1023], negated when signBias is set.
func powfExp2(xd float64, signBias uint64) float32 {
	kd := xd + exp2fShiftN
	ki := math.Float64bits(kd)
	kd -= exp2fShiftN
	r := xd - kd
	t := exp2fTable[ki%exp2fN] + (ki+signBias)<<(52-5)
	return exp2fPoly(r, math.Float64frombits(t), exp2fC0, exp2fC1, exp2fC2)
}

// checkint returns 0 if the float with bits iy is not an integer, 1 if odd, 2 if even.
func checkint(iy uint32) int {
	e := int(iy >> 23 & 0xff)
	switch {
	case e < 0x7f:
		return 0
	case e > 0x7f+23:
		return 2
	case iy&(1<<(0x7f+23-e)-1) != 0:
		return 0
	case iy&(1<<(0x7f+23-e)) != 0:
		return 1
	}
	return 2
}

// signalling reports whether the float with bits b is a signalling NaN.
func signalling(b uint32) bool { return b&0x7fffffff > 0x7f800000 && b&0x400000 == 0 }

// zeroinfnan reports whether the float with bits ix is ±0, ±inf or NaN.
func zeroinfnan(ix uint32) bool { return 2*ix-1 >= 2*0x7f800000-1 }

// Powf is glibc's powf (e_powf.c).
func Powf(x, y float32) float32 {
	var signBias uint64
	ix, iy := math.Float32bits(x), math.Float32bits(y)
	if ix-0x00800000 >= 0x7f800000-0x00800000 || zeroinfnan(iy) {
		if zeroinfnan(iy) {
			switch {
			case 2*iy == 0:
				if signalling(ix) {
					return quiet(x) // x + y
				}
				return 1
			case ix == 0x3f800000:
				if signalling(iy) {
					return quiet(y)
				}
				return 1
			case 2*ix > 2*0x7f800000:
				return quiet(x) // x + y
			case 2*iy > 2*0x7f800000:
				return quiet(y)
			case 2*ix == 2*0x3f800000:
				return 1
			case (2*ix < 2*0x3f800000) == (iy&0x80000000 == 0):
				return 0 // |x|<1 && y==inf or |x|>1 && y==-inf
			}
			return y * y
		}
		if zeroinfnan(ix) {
			x2 := x * x
			if ix&0x80000000 != 0 && checkint(iy) == 1 {
				x2 = -x2
			}
			if iy&0x80000000 != 0 {
				return 1 / x2
			}
			return x2
		}
		// x and y are non-zero finite.
		if ix&0x80000000 != 0 {
			switch checkint(iy) {
			case 0:
				return invalid(x)
			case 1:
				signBias = powfSignBias
			}
			ix &= 0x7fffffff
		}
		if ix < 0x00800000 {
			// Normalise a subnormal x so that its exponent becomes negative.
			ix = math.Float32bits(x*0x1p23)&0x7fffffff - 23<<23
		}
	}
	logx := powfLog2(ix)
	ylogx := float64(y) * logx
	if math.Float64bits(ylogx)>>47&0xffff >= math.Float64bits(126.0)>>47 {
		// |y*log(x)| >= 126
		if ylogx > 0x1.fffffffd1d571p+6 {
			return signed(float32(math.Inf(1)), signBias)
		}
		if ylogx <= -150.0 {
			return signed(0, signBias)
		}
	}
	return powfExp2(ylogx, signBias)
}

// signed returns v, negated when signBias is set.
func signed(v float32, signBias uint64) float32 {
	if signBias != 0 {
		return -v
	}
	return v
}
