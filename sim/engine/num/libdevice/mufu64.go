package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// The double-precision MUFU instructions, MUFU.RCP64H (rcp.approx.ftz.f64) and MUFU.RSQ64H
// (rsqrt.approx.ftz.f64), read only the high word of their argument and write only the high
// word of the result (the low word is zero). Recorded over every high word of [1, 4)
// (tests/gpu/math/rcp64sweep.cu), each equals its single-precision counterpart on the
// argument's 20 leading mantissa bits, truncated back to 20 bits, with the exponent moved:
// subnormal arguments count as zero and subnormal results are flushed to zero.

// mufu64 applies the float approximation op to x's high word: m32 maps x's 20 mantissa bits
// (shifted to a float's 23) and unbiased exponent to op's argument and to the exponent the
// result takes on top of op's (-e for a reciprocal, about -e/2 for a reciprocal square root).
func mufu64(x float64, op func(float32) float32, m32 func(mant uint32, e int32) (float32, int32)) float64 {
	hi := hiWord(x)
	sign := uint64(hi&0x80000000) << 32
	m, k := m32(hi<<3&0x7fffff, int32(hi>>20&0x7ff)-1023)
	r := math.Float64bits(float64(op(m))) &^ 0xffffffff // truncated to 20 mantissa bits
	re := int32(r>>52) + k
	if re <= 0 {
		return math.Float64frombits(sign)
	}
	return math.Float64frombits(sign | uint64(re)<<52 | r&(1<<52-1))
}

// MufuRcp64h is MUFU.RCP64H: an approximation of 1/x good to about 20 bits.
func MufuRcp64h(x float64) float64 {
	switch e := hiWord(x) >> 20 & 0x7ff; {
	case x != x:
		return math.Float64frombits(0x7fffffff00000000)
	case e == 0:
		return math.Copysign(math.Inf(1), x)
	case e == 0x7ff:
		return math.Copysign(0, x)
	}
	return mufu64(x, MufuRcp, func(mant uint32, e int32) (float32, int32) {
		return math.Float32frombits(0x3f800000 | mant), -e
	})
}

// MufuRsq64h is MUFU.RSQ64H: an approximation of 1/sqrt(x) good to about 20 bits.
func MufuRsq64h(x float64) float64 {
	switch e := hiWord(x) >> 20 & 0x7ff; {
	case x != x:
		return math.Float64frombits(0x7fffffff00000000)
	case e == 0:
		return math.Copysign(math.Inf(1), x)
	case x < 0:
		return math.Float64frombits(0x7fffffff00000000)
	case e == 0x7ff:
		return 0
	}
	return mufu64(x, MufuRsq, func(mant uint32, e int32) (float32, int32) {
		// x = 2^(2k) m with m in [1, 4)
		return math.Float32frombits(0x3f800000 + (mant | uint32(e&1)<<23)), -(e >> 1)
	})
}

// recip is 1/d as libdevice refines rcp.approx.ftz.f64 everywhere (log, pow, atan, cbrt, sinh,
// tan, erfc...): one Newton step with its square.
func recip(d float64) float64 {
	r := MufuRcp64h(d)
	e := fused.FMA(-d, r, 1)
	return fused.FMA(fused.FMA(e, e, e), r, r)
}
