package libdevice

import (
	_ "embed"
	"math"

	"simtlab/sim/engine/num/glibc"
)

// MUFU.EX2, the H200's hardware 2^x, measured: its result depends on the argument through a
// 23-bit fixed-point fraction (the magnitude truncated; a negative argument takes the one's
// complement of it, except when the fraction is zero), and the fraction's 2^23 results come
// from the recorded sweep over [1, 2) (tests/gpu/math, mufu_ex2): ex2.bin.gz holds, two bits
// per fraction j, the difference between MUFU.EX2(1 + j 2^-23) and glibc's correctly rounded
// in practice exp2f of the same argument (-1, 0 or +1 in the last place), gzip-compressed.
// The model reproduces every recorded exp2f (ex2.approx.f32) and __expf result.

//go:embed ex2.bin.gz
var ex2Gz []byte

// ex2Table: MUFU.EX2(1 + j 2^-23) minus glibc's exp2f of the same argument.
var ex2Table = &mufuTable{gz: ex2Gz, min: -1, n: 1 << 23}

// ex2Mantissa returns the mantissa bits of MUFU.EX2 for the 23-bit fraction j.
func ex2Mantissa(j uint32) uint32 {
	base := math.Float32bits(glibc.Exp2f(math.Float32frombits(0x3f800000 | j)))
	return (uint32(int32(base)+ex2Table.delta(j)) - 0x3f800000) & 0x7fffff
}

// MufuEx2 is the MUFU.EX2 instruction (ex2.approx.ftz.f32): subnormal arguments count as
// zero, results below 2^-126 are zero.
func MufuEx2(x float32) float32 {
	b := math.Float32bits(x)
	switch {
	case x != x:
		return canonicalNaN
	case b&0x7f800000 == 0:
		return 1
	case x >= 128:
		return float32(math.Inf(1))
	case x < -126:
		return 0
	}
	m := int64(math.Abs(float64(x)) * (1 << 23)) // truncated magnitude (exact below 2^30)
	t := m
	if x < 0 && m > 0 {
		t = ^m // one's complement ...
		if m&(1<<23-1) == 0 {
			t = -m // ... except for whole numbers
		}
	}
	i := t >> 23
	if i < -126 {
		return 0
	}
	return math.Float32frombits(uint32(i+127)<<23 | ex2Mantissa(uint32(t&(1<<23-1))))
}

// Ex2Approx is ex2.approx.f32 as ptxas expands it: arguments below -126 are halved and the
// result squared, so that subnormal results come out.
func Ex2Approx(x float32) float32 {
	if x < -126 {
		r := MufuEx2(x * 0.5)
		return r * r
	}
	return MufuEx2(x)
}

// FastExpf is __expf: ex2.approx.f32 of x log2(e).
func FastExpf(x float32) float32 { return Ex2Approx(x * f(0x3FB8AA3B)) }

// FastExp10f is __exp10f: ex2.approx.f32 of x log2(10).
func FastExp10f(x float32) float32 { return Ex2Approx(x * f(0x40549A78)) }

// Exp2f is libdevice's exp2f: ex2.approx.f32 itself.
func Exp2f(x float32) float32 { return Ex2Approx(x) }

// expScaled is expf and exp10f: k = round(x c) is found with a saturated fused multiply-add
// and one rounding toward minus infinity, x c - k in two products, then MUFU.EX2 times 2^k.
func expScaled(x float32, cSmall, cHi, cLo uint32) float32 {
	t := fma(x, f(cSmall), 0.5)
	if !(t > 0) { // saturate; NaN goes to 0
		t = 0
	}
	if t > 1 {
		t = 1
	}
	k := fmaRM(t, 252, f(0x4B400001))
	r := fma(x, f(cHi), -(k + f(0xCB40007F)))
	r = fma(x, f(cLo), r)
	scale := math.Float32frombits(math.Float32bits(k) << 23)
	v := MufuEx2(r) * scale
	if v != v {
		return canonicalNaN
	}
	return v
}

// Expf is libdevice's expf.
func Expf(x float32) float32 { return expScaled(x, 0x3BBB989D, 0x3FB8AA3B, 0x32A57060) }

// Exp10f is libdevice's exp10f.
func Exp10f(x float32) float32 { return expScaled(x, 0x3C57FA62, 0x40549A78, 0x33979A37) }

func init() {
	float1["exp"] = Expf
	float1["exp2"] = Exp2f
	float1["exp10"] = Exp10f
}
