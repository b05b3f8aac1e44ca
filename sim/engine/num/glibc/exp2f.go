package glibc

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// The exponentials expf, exp2f and powf's exp2 share e_exp2f_data.c (Arm optimized-routines,
// math/exp2f_data.c): 2^(k/32) split into a table of 32 entries and a cubic for the rest.

// exp2fTable holds uint(2^(i/32)) - (i << 47): adding k << 47 gives 2^(k/32) for |k| < 150*32.
var exp2fTable = [32]uint64{
	0x3ff0000000000000, 0x3fefd9b0d3158574, 0x3fefb5586cf9890f, 0x3fef9301d0125b51,
	0x3fef72b83c7d517b, 0x3fef54873168b9aa, 0x3fef387a6e756238, 0x3fef1e9df51fdee1,
	0x3fef06fe0a31b715, 0x3feef1a7373aa9cb, 0x3feedea64c123422, 0x3feece086061892d,
	0x3feebfdad5362a27, 0x3feeb42b569d4f82, 0x3feeab07dd485429, 0x3feea47eb03a5585,
	0x3feea09e667f3bcd, 0x3fee9f75e8ec5f74, 0x3feea11473eb0187, 0x3feea589994cce13,
	0x3feeace5422aa0db, 0x3feeb737b0cdc5e5, 0x3feec49182a3f090, 0x3feed503b23e255d,
	0x3feee89f995ad3ad, 0x3feeff76f2fb5e47, 0x3fef199bdd85529c, 0x3fef3720dcef9069,
	0x3fef5818dcfba487, 0x3fef7c97337b9b5f, 0x3fefa4afa2a490da, 0x3fefd0765b6e4540,
}

const (
	exp2fN      = 32
	exp2fShift  = 0x1.8p+52      // rounds a double to an integer
	exp2fShiftN = 0x1.8p+52 / 32 // rounds to a multiple of 1/32
	invLn2N     = 0x1.71547652b82fep+0 * 32
	exp2fC0     = 0x1.c6af84b912394p-5
	exp2fC1     = 0x1.ebfce50fac4f3p-3
	exp2fC2     = 0x1.62e42ff0c52d6p-1
	// expf evaluates the cubic in units of 1/32, with the coefficients scaled to match.
	expfC0 = exp2fC0 / 32 / 32 / 32
	expfC1 = exp2fC1 / 32 / 32
	expfC2 = exp2fC2 / 32
)

// exp2fScale returns 2^(ki/32) for the integer in the low bits of ki (a shifted double).
func exp2fScale(ki uint64) float64 {
	return math.Float64frombits(exp2fTable[ki%exp2fN] + ki<<(52-5))
}

// exp2fPoly is s * (c0 r^3 + c1 r^2 + c2 r + 1) in e_exp2f.c's order, with gcc's fused
// multiply-adds.
func exp2fPoly(r, s, c0, c1, c2 float64) float32 {
	z := fused.FMA(c0, r, c1)
	r2 := r * r
	y := fused.FMA(c2, r, 1)
	y = fused.FMA(z, r2, y)
	return float32(y * s)
}

// Expf is glibc's expf (e_expf.c).
func Expf(x float32) float32 {
	xd := float64(x)
	if abstop12(x) >= abstop12(88) {
		switch {
		case math.Float32bits(x) == math.Float32bits(float32(math.Inf(-1))):
			return 0
		case abstop12(x) >= top12Inf:
			return quiet(x) // +inf or NaN
		case x > 0x1.62e42ep6: // x > log(0x1p128)
			return float32(math.Inf(1))
		case x < -0x1.9fe368p6: // x < log(0x1p-150)
			return 0
		}
	}
	// x*N/ln2 = k + r with r in [-1/2, 1/2]; gcc fuses the product into both of its uses.
	kd := fused.FMA(invLn2N, xd, exp2fShift)
	ki := math.Float64bits(kd)
	kd -= exp2fShift
	r := fused.FMA(invLn2N, xd, -kd)
	return exp2fPoly(r, exp2fScale(ki), expfC0, expfC1, expfC2)
}

// Exp2f is glibc's exp2f (e_exp2f.c).
func Exp2f(x float32) float32 {
	xd := float64(x)
	if abstop12(x) >= abstop12(128) {
		switch {
		case math.Float32bits(x) == math.Float32bits(float32(math.Inf(-1))):
			return 0
		case abstop12(x) >= top12Inf:
			return quiet(x) // +inf or NaN
		case x > 0:
			return float32(math.Inf(1))
		case x <= -150:
			return 0
		}
	}
	// x = k/N + r with r in [-1/(2N), 1/(2N)].
	kd := xd + exp2fShiftN
	ki := math.Float64bits(kd)
	kd -= exp2fShiftN
	r := xd - kd
	return exp2fPoly(r, exp2fScale(ki), exp2fC0, exp2fC1, exp2fC2)
}

// invLn10N is log2(10) * 32, exp10f's scale to units of 1/32 in the exponent.
const invLn10N = 0x3.5269e12f346e2p0 * 32

// Exp10f is glibc's exp10f (e_exp10f.c, since 2.32): expf's method with log2(10) in place of
// 1/ln2. It has no FMA copy, so its products are rounded.
func Exp10f(x float32) float32 {
	xd := float64(x)
	if math.Float32bits(x)>>19&0xfff >= math.Float32bits(38)>>19 { // |x| >= 38 or NaN
		switch {
		case math.Float32bits(x) == math.Float32bits(float32(math.Inf(-1))):
			return 0
		case abstop12(x) >= top12Inf:
			return quiet(x) // +inf or NaN
		case x > 0x26.8826ap0: // 10^x >= 2^128
			return float32(math.Inf(1))
		case x < -0x2d.278d4p0: // 10^x <= 2^-150
			return 0
		}
	}
	z := float64(invLn10N * xd)
	kd := z + exp2fShift
	ki := math.Float64bits(kd)
	kd -= exp2fShift
	r := z - kd
	s := exp2fScale(ki)
	p := float64(expfC0*r) + expfC1
	r2 := r * r
	y := float64(expfC2*r) + 1
	y = float64(p*r2) + y
	return float32(y * s)
}
