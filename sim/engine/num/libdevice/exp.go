package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// exp and exp2 in double precision as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13):
// x = k ln2 + r with a two-part ln2, a degree-11 polynomial for e^r in double fused
// multiply-adds, and 2^k added to the exponent word (in two steps near the ends of the range).

// expPoly is e^r on the reduced argument.
func expPoly(r float64) float64 {
	p := fused.FMA(0x1.ade1569ce2bdfp-26, r, 0x1.28af3fca213eap-22)
	for _, c := range [...]float64{0x1.71dee62401315p-19, 0x1.a01997c89eb71p-16, 0x1.a01a014761f65p-13,
		0x1.6c16c1852b7afp-10, 0x1.1111111122322p-7, 0x1.55555555502a1p-5, 0x1.5555555555511p-3,
		0x1.000000000000bp-1, 1} {
		p = fused.FMA(p, r, c)
	}
	return fused.FMA(p, r, 1)
}

// hiWord and loWord are the 32-bit halves of a double; fromWords puts them together.
func hiWord(x float64) uint32               { return uint32(math.Float64bits(x) >> 32) }
func loWord(x float64) uint32               { return uint32(math.Float64bits(x)) }
func fromWords(hi, lo uint32) float64       { return math.Float64frombits(uint64(hi)<<32 | uint64(lo)) }
func hiAsFloat(x float64) float32           { return float32(math.Abs(float64(f(hiWord(x))))) }
func scaleWords(p float64, k int32) float64 { return fromWords(hiWord(p)+uint32(k)<<20, loWord(p)) }

// quiet64 is a NaN argument as a double instruction passes it on: quieted, payload kept (Go
// leaves that to the machine, and WebAssembly's differs).
func quiet64(x float64) float64 { return math.Float64frombits(math.Float64bits(x) | 1<<51) }

// expScale is p * 2^k in two factors, for k near the ends of the exponent range.
func expScale(p float64, k int32) float64 {
	h := (k + int32(uint32(k)>>31)) >> 1
	return scaleWords(p, h) * fromWords(uint32(k-h)<<20+0x3ff00000, 0)
}

// expReduce splits x into k ln 2 + r, k rounded to the nearest integer through the 1.5·2^52
// shifter and ln 2 in two parts.
func expReduce(x float64) (float64, int32) {
	t := fused.FMA(x, 0x1.71547652b82fep0, 0x1.8p52)
	n := t - 0x1.8p52
	r := fused.FMA(n, -0x1.62e42fefa39efp-1, x)
	return fused.FMA(n, -0x1.abc9e3b39803fp-56, r), int32(loWord(t))
}

// Exp is libdevice's exp.
func Exp(x float64) float64 {
	r, k := expReduce(x)
	res := scaleWords(expPoly(r), k)
	hx := hiAsFloat(x)
	if hx < f(0x4086232B) {
		return res
	}
	res = math.Inf(1)
	if x != x {
		res = quiet64(x) // x + inf
	}
	if x < 0 {
		res = 0
	}
	if !(hx >= f(0x40874800)) && hx == hx {
		res = expScale(expPoly(r), k)
	}
	return res
}

// Exp2 is libdevice's exp2.
func Exp2(x float64) float64 {
	t := x + 0x1.8p52
	k := int32(loWord(t))
	d := x - (t - 0x1.8p52)
	r := fused.FMA(d, 0x1.62e42fefa39efp-1, d*0x1.abc9e3b39803fp-56)
	res := scaleWords(expPoly(r), k)
	hx := hiAsFloat(x)
	if hx < f(0x408FF000) {
		return res
	}
	res = math.Inf(1)
	if int32(hiWord(x)) < 0 {
		res = 0
	}
	if x != x {
		res = quiet64(x) // x + x
	}
	if !(hx >= f(0x4090CC00)) && hx == hx {
		res = expScale(expPoly(r), k)
	}
	return res
}

func init() {
	double1["exp"] = Exp
	double1["exp2"] = Exp2
}
