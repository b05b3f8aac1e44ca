package libdevice

import (
	_ "embed"
	"math"
	"math/bits"
	"sync"
)

// MUFU.LG2, the H200's hardware log2, measured (tests/gpu/math/mufusweep.cu swept every float
// of [0.5, 4)). For x = 2^e m, m = 1 + j 2^-23, the hardware forms e + V(j) in fixed point with
// 36 fraction bits, V(j) ≈ log2(m) to about 2^-23 absolutely (not relatively: lg2 of 1 + 2^-23
// is 2.8e-7, not 1.7e-7), and converts it to float truncating: a negative sum through its one's
// complement (as MUFU.EX2 does), so its magnitude is truncated too after losing one unit.
// x = 1 is special and gives 0. Every result is therefore a function of V(j), and the sweep
// pins each V(j) down to a cell of the 2^-36 grid (one point near m = 1 and m = 2, up to 2^11
// points in between) that gives every binade's result; lg2.bin.gz holds one point per cell.
//
// The table (blockCodes) stores the point's index on a grid g(j) (a power of two no coarser
// than the cell) relative to a reference: log2 interpolated linearly between knots lg2Knot
// mantissas apart.

//go:embed lg2.bin.gz
var lg2Gz []byte

const (
	lg2Knot   = 1024
	lg2One    = int64(1) << 36 // 1.0 in V's fixed point
	lg2Margin = int64(1) << 14 // more than |V(j) - log2(m)| in 2^-36 units
)

// lg2Table is the unpacked table and the reference's knots, made on first use.
var lg2Table struct {
	once  sync.Once
	codes blockCodes
	knots []int64
}

// lg2Knots returns floor(log2(1 + k lg2Knot 2^-23) 2^36) for every knot k, from libdevice's
// log2 (deterministic on every platform: its fused multiply-adds are exact).
func lg2Knots() []int64 {
	n := 1<<23/lg2Knot + 1
	k := make([]int64, n)
	for i := range k {
		k[i] = int64(math.Floor(Log2(1+float64(i*lg2Knot)*0x1p-23) * float64(lg2One)))
	}
	return k
}

// lg2Ref is the reference for mantissa j: the knots interpolated linearly.
func lg2Ref(knots []int64, j uint32) int64 {
	k := j / lg2Knot
	lo := knots[k]
	return lo + (knots[k+1]-lo)*int64(j%lg2Knot)/lg2Knot
}

// lg2Grid returns the grid, in 2^-36 units, on which the table stores V(j): no coarser than
// the cell the sweep determines, whatever V(j) is within lg2Margin of the reference: the
// result grids of lg2 over [1, 2) (V's float ulp) and [0.5, 1) (the ulp of 1 - V), at most 2^11.
func lg2Grid(ref int64) int64 {
	g := int64(1) << 11
	for _, t := range []int64{ref - lg2Margin, lg2One - ref - lg2Margin} {
		if t <= 1<<24 {
			return 1
		}
		g = min(g, int64(1)<<(bits.Len64(uint64(t))-24))
	}
	return g
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// lg2V returns V(j) in 2^-36 units.
func lg2V(j uint32) int64 {
	t := &lg2Table
	t.once.Do(func() {
		t.codes = unpackBlockCodes(lg2Gz, 1<<23)
		t.knots = lg2Knots()
	})
	ref := lg2Ref(t.knots, j)
	g := lg2Grid(ref)
	return (floorDiv(ref, g) + t.codes.at(j)) * g
}

// MufuLg2 is the MUFU.LG2 instruction (lg2.approx.ftz.f32): subnormal arguments count as zero.
func MufuLg2(x float32) float32 {
	b := math.Float32bits(x)
	switch {
	case x != x:
		return canonicalNaN
	case b&0x7f800000 == 0:
		return float32(math.Inf(-1))
	case b>>31 != 0:
		return canonicalNaN
	case b == 0x7f800000:
		return x
	case b == 0x3f800000:
		return 0
	}
	t := (int64(b>>23)-127)<<36 + lg2V(b&0x7fffff)
	neg := t < 0
	if neg {
		t = ^t // one's complement
	}
	r := roundTowardZero32(float64(t)) * 0x1p-36 // t < 2^43: exact in float64, then rounded once
	if neg {
		r = -r
	}
	return r
}

// Lg2Approx is lg2.approx.f32 as ptxas expands it: a subnormal argument is scaled by 2^24
// first and 24 subtracted from the result.
func Lg2Approx(x float32) float32 {
	if x != x {
		return canonicalNaN
	}
	if float32(math.Abs(float64(x))) < 0x1p-126 {
		return MufuLg2(x*0x1p24) - 24
	}
	return MufuLg2(x)
}

// nanCanon returns v, with a NaN made the GPU's canonical one.
func nanCanon(v float32) float32 {
	if v != v {
		return canonicalNaN
	}
	return v
}

// FastLog2f is __log2f: lg2.approx.f32.
func FastLog2f(x float32) float32 { return Lg2Approx(x) }

// FastLogf is __logf: lg2.approx.f32 times ln(2) rounded to float.
func FastLogf(x float32) float32 { return nanCanon(Lg2Approx(x) * f(0x3F317218)) }

// FastLog10f is __log10f: lg2.approx.f32 times log10(2) rounded to float.
func FastLog10f(x float32) float32 { return nanCanon(Lg2Approx(x) * f(0x3E9A209B)) }

// FastPowf is __powf: ex2.approx.f32 of y lg2.approx.f32(x).
func FastPowf(x, y float32) float32 { return nanCanon(Ex2Approx(nanCanon(y * Lg2Approx(x)))) }
