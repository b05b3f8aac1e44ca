package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// Hypot is libdevice's hypot (nvcc -arch=sm_90, CUDA 13): both magnitudes scaled by a power of
// two taken from the larger, sqrt(a^2 + b^2) as the sum times its reciprocal square root
// (MUFU.RSQ64H and a Newton step), and the scale put back; an infinity gives +inf, even beside
// a NaN, and a NaN comes back quieted with its sign.
func Hypot(x, y float64) float64 {
	bx, by := math.Float64bits(x)&^(1<<63), math.Float64bits(y)&^(1<<63)
	mn, mx := min(bx, by), max(bx, by)
	if mn >= 0x7ff0000000000000 { // both infinite or NaN
		if mn == 0x7ff0000000000000 {
			return math.Inf(1) // an infinity wins over a NaN
		}
		if mx == 0x7ff0000000000000 {
			return math.Inf(1)
		}
		return quiet64(x) // two NaNs: the first, its sign kept (randprog's float_29)
	}
	lo, hi := math.Float64frombits(mn), math.Float64frombits(mx)
	if hi != hi { // through the arithmetic, whose |operand| keeps a NaN's sign, beside a zero too (randprog's float_29)
		if x != x {
			return quiet64(x)
		}
		return quiet64(y)
	}
	if lo == 0 {
		return hi
	}
	h := uint32(mx>>32) & 0xffc00000
	s := fromWords(0x7fd00000-h, 0)
	a, b := s*lo, s*hi
	q := fused.FMA(b, b, a*a)
	qq := min(q, math.MaxFloat64)
	r := MufuRsq64h(qq)
	e := fused.FMA(qq, -(r * r), 1)
	r = fused.FMA(fused.FMA(0.375, e, 0.5), e*r, r)
	return q * r * fromWords(h|0x100000, 0)
}

func init() {
	double2["hypot"] = Hypot
}
