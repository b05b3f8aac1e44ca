package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// The directed roundings PTX asks for by name (.rm, .rz) where libdevice's
// code is exact in float64 first.

// fmaRM is fma.rm.f32 for the products expScaled and erfcxf form (a in [0, 1], b = 252, c near
// 2^23.6, where the float64 sum is exact or cannot cross an integer): a*b + c rounded toward
// minus infinity.
func fmaRM(a, b, c float32) float32 {
	s := fused.FMA(float64(a), float64(b), float64(c))
	r := float32(s)
	if float64(r) > s {
		r = math.Nextafter32(r, float32(math.Inf(-1)))
	}
	return r
}

// roundTowardZero32 is v rounded to float toward zero (cvt.rz.f32.f64, mul.rz.f32 of an
// exact product).
func roundTowardZero32(v float64) float32 {
	r := float32(v)
	if math.Abs(float64(r)) > math.Abs(v) {
		r = math.Nextafter32(r, 0)
	}
	return r
}
