package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// sinpi and cospi in double precision as nvcc -arch=sm_90 inlines them (CUDA 13's PTX): x
// less the nearest multiple of 1/2 (k = rint(2x)), times pi in two parts, then sin's and
// cos's polynomials (sinCosQuadrant) in quadrant k. sinpi of an integer is x*0, a zero of
// x's sign; cospi first makes an argument beyond 2^53 x*0.

// piReduce returns (x - k/2) pi and k for k = rint(2x), doubling x through its exponent
// as the PTX does.
func piReduce(x float64) (float64, int32) {
	b := math.Float64bits(x)
	twice := math.Float64frombits(b + 0x10_0000<<32)
	k := math.RoundToEven(twice)
	q := int32(int64(k))
	r0 := fused.FMA(-k, 0.5, x)
	return fused.FMA(r0, 0x1.921fb54442d18p+1, r0*0x1.1a62633145c07p-53), q
}

// Sinpi is libdevice's sinpi.
func Sinpi(x float64) float64 {
	if v, special := trigSpecial(x); special {
		return v
	}
	if math.Trunc(x) == x {
		return x * 0
	}
	r, q := piReduce(x)
	return sinCosQuadrant(r, q)
}

// Cospi is libdevice's cospi.
func Cospi(x float64) float64 {
	if v, special := trigSpecial(x); special {
		return v
	}
	if uint32(math.Float64bits(x)>>32)<<1 >= 0x86800001 {
		x *= 0
	}
	r, q := piReduce(x)
	return sinCosQuadrant(r, q+1)
}

func init() {
	double1["sinpi"] = Sinpi
	double1["cospi"] = Cospi
}
