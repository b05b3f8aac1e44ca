package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// tan in double precision as nvcc -arch=sm_90 inlines it from libdevice (CUDA 13): sin's
// reduction by pi/2, an odd polynomial for tan(r) = r + r^3 p(r^2), and in odd quadrants
// -1/tan(r) through MUFU.RCP64H, a cubic Newton step and a correction for the polynomial's
// rounding error.

// tanCoeffs is p, highest degree first.
var tanCoeffs = [...]float64{0x1.48dac2799bcb9p-17, -0x1.9757c5b27ebb1p-16, 0x1.980e90fd91e04p-15,
	-0x1.ae2b0417d7e1dp-16, 0x1.19f5341bfba57p-14, 0x1.5e791a00f6919p-14, 0x1.ff2e7fadec73ap-13,
	0x1.34bc1b206da62p-11, 0x1.7db18ef2f83f9p-10, 0x1.d6d2e7ae49fbcp-9, 0x1.226e3a816a776p-7,
	0x1.664f485d25660p-6, 0x1.ba1ba1babf31dp-5, 0x1.11111111105d2p-3, 0x1.555555555555ep-2}

// Tan is libdevice's tan.
func Tan(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	if math.IsInf(x, 0) {
		return defaultNaN64 // x * 0
	}
	r, q := trigReduceD(x)
	z := r * r
	p := tanCoeffs[0]
	for _, c := range tanCoeffs[1:] {
		p = fused.FMA(p, z, c)
	}
	p *= z
	t := fused.FMA(p, r, r)
	if q&1 == 0 {
		return t
	}
	lo := fused.FMA(p, r, -(t - r)) // t's rounding error
	y := -recip(t)
	b := fused.FMA(t, y, 1)
	b = fused.FMA(y, lo, b)
	return fused.FMA(b, y, y)
}

func init() {
	double1["tan"] = Tan
}
