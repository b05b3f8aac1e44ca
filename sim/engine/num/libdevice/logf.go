package libdevice

import (
	"math"

	"simtlab/sim/engine/num"
)

// The logarithms as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13): x = 2^e m with m
// in [2/3, 4/3) (logf, log10f) or [sqrt(1/2), sqrt(2)) (log2f), then a polynomial in m-1
// evaluated with single-precision fused multiply-adds; no MUFU instruction is involved.

// f is the float with bits b, for the constants read off the PTX.
func f(b uint32) float32 { return math.Float32frombits(b) }

// fma is fma.rn.f32: one rounding (num.FMA32, with its inlinable common case).
func fma(a, b, c float32) float32 {
	if r, ok := num.FMA32Fast(a, b, c); ok {
		return r
	}
	return num.FMA32(a, b, c)
}

// canonicalNaN is the NaN every GPU instruction produces.
var canonicalNaN = f(0x7fffffff)

// logSplit returns x's exponent as a float (e, with -23 for a scaled subnormal), the bits of x
// scaled to a normal, and m = x / 2^e where the split point is off (m's bits minus off are
// in [0, 2^23) after masking).
func logSplit(x float32, off uint32) (e float32, ix uint32, m float32) {
	var bias float32
	if x < 0x1p-126 {
		x *= 0x1p23
		bias = -23
	}
	ix = math.Float32bits(x)
	k := (ix - off) & 0xff800000
	m = math.Float32frombits(ix - k)
	return fma(float32(int32(k)), 0x1p-23, bias), ix, m
}

// logSpecial is the end of the logarithms: +inf, NaN and negative arguments (ix at or above
// +inf's bits) give fma(x, inf, inf), zero gives -inf.
func logSpecial(x float32, ix uint32, r float32) float32 {
	if ix >= 0x7f800000 {
		r = fma(x, f(0x7f800000), f(0x7f800000))
	}
	if x == 0 {
		return f(0xff800000)
	}
	if r != r {
		return canonicalNaN
	}
	return r
}

// lnPoly is log(1+t) for the logf and log10f reduction.
func lnPoly(t float32) float32 {
	p := fma(f(0xBE055027), t, f(0x3E1039F6))
	for _, c := range [...]uint32{0xBDF8CDCC, 0x3E0F2955, 0xBE2AD8B9, 0x3E4CED0B, 0xBE7FFF22, 0x3EAAAA78, 0xBF000000} {
		p = fma(p, t, f(c))
	}
	return fma(t*p, t, t)
}

// Logf is libdevice's logf.
func Logf(a float32) float32 {
	e, ix, m := logSplit(a, 0x3f2aaaab)
	x := a
	if x < 0x1p-126 {
		x *= 0x1p23
	}
	r := fma(e, f(0x3F317218), lnPoly(m-1))
	return logSpecial(x, ix, r)
}

// Log10f is libdevice's log10f: logf's steps, then a product with log10(e).
func Log10f(a float32) float32 {
	e, ix, m := logSplit(a, 0x3f2aaaab)
	x := a
	if x < 0x1p-126 {
		x *= 0x1p23
	}
	r := fma(e, f(0x3F317218), lnPoly(m-1))
	if ix >= 0x7f800000 {
		r = fma(x, f(0x7f800000), f(0x7f800000))
	}
	r *= f(0x3EDE5BD9)
	if x == 0 {
		return f(0xff800000)
	}
	if r != r {
		return canonicalNaN
	}
	return r
}

// Log2f is libdevice's log2f.
func Log2f(a float32) float32 {
	e, ix, m := logSplit(a, 0x3f3504f3)
	x := a
	if x < 0x1p-126 {
		x *= 0x1p23
	}
	t := m - 1
	p := fma(f(0x3DC6B27F), t, f(0xBE2C7F30))
	for _, c := range [...]uint32{0x3E2FCF2A, 0xBE374E43, 0x3E520BF4, 0xBE763C8B, 0x3E93BF99, 0xBEB8AA49, 0x3EF6384A, 0xBF38AA3B} {
		p = fma(p, t, f(c))
	}
	r := e + fma(t, f(0x3FB8AA3B), t*(t*p))
	return logSpecial(x, ix, r)
}

func init() {
	float1["log"] = Logf
	float1["log10"] = Log10f
	float1["log2"] = Log2f
}
