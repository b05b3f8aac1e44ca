package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// Rsqrt is libdevice's rsqrt (rsqrt.approx.f64, as ptxas expands it): MUFU.RSQ64H and one
// Newton step with a second-order term; zeros, negative numbers, infinities and NaNs are
// answered apart, and subnormals are scaled by 2^54 first.
func Rsqrt(x float64) float64 {
	if hiWord(x)-0x100000 < 0x7fe00000 {
		return rsqrtNewton(x)
	}
	switch {
	case x == 0:
		return math.Copysign(math.Inf(1), x)
	case x != x:
		return quiet64(x)
	case x < 0:
		return defaultNaN64
	case math.IsInf(x, 1):
		return 0
	}
	return rsqrtNewton(x*0x1p54) * 0x1p27
}

// rsqrtNewton refines MUFU.RSQ64H(x) for a positive normal x.
func rsqrtNewton(x float64) float64 {
	y := MufuRsq64h(x)
	t := fused.FMA(x, -(y * y), 1)
	return fused.FMA(fused.FMA(t, 0.375, 0.5), y*t, y)
}

func init() {
	double1["rsqrt"] = Rsqrt
}
