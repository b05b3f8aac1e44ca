package glibc

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// logf and log2f (Arm optimized-routines math/logf.c, log2f.c and their data): x = 2^k z with z
// in [0x3f330000, 2*0x3f330000], split into 16 subintervals each with a c near its centre, and
// log(x) = log1p(z/c - 1) + log(c) + k ln2 with a polynomial for log1p.

// logTableEntry is 1/c and log(c) (or log2(c)) of one subinterval.
type logTableEntry struct{ invc, logc float64 }

var logfTable = [16]logTableEntry{
	{0x1.661ec79f8f3bep+0, -0x1.57bf7808caadep-2},
	{0x1.571ed4aaf883dp+0, -0x1.2bef0a7c06ddbp-2},
	{0x1.49539f0f010bp+0, -0x1.01eae7f513a67p-2},
	{0x1.3c995b0b80385p+0, -0x1.b31d8a68224e9p-3},
	{0x1.30d190c8864a5p+0, -0x1.6574f0ac07758p-3},
	{0x1.25e227b0b8eap+0, -0x1.1aa2bc79c81p-3},
	{0x1.1bb4a4a1a343fp+0, -0x1.a4e76ce8c0e5ep-4},
	{0x1.12358f08ae5bap+0, -0x1.1973c5a611cccp-4},
	{0x1.0953f419900a7p+0, -0x1.252f438e10c1ep-5},
	{0x1p+0, 0x0p+0},
	{0x1.e608cfd9a47acp-1, 0x1.aa5aa5df25984p-5},
	{0x1.ca4b31f026aap-1, 0x1.c5e53aa362eb4p-4},
	{0x1.b2036576afce6p-1, 0x1.526e57720db08p-3},
	{0x1.9c2d163a1aa2dp-1, 0x1.bc2860d22477p-3},
	{0x1.886e6037841edp-1, 0x1.1058bc8a07ee1p-2},
	{0x1.767dcf5534862p-1, 0x1.4043057b6ee09p-2},
}

// log2fTable is logfTable with log2(c); powf uses it too.
var log2fTable = [16]logTableEntry{
	{0x1.661ec79f8f3bep+0, -0x1.efec65b963019p-2},
	{0x1.571ed4aaf883dp+0, -0x1.b0b6832d4fca4p-2},
	{0x1.49539f0f010bp+0, -0x1.7418b0a1fb77bp-2},
	{0x1.3c995b0b80385p+0, -0x1.39de91a6dcf7bp-2},
	{0x1.30d190c8864a5p+0, -0x1.01d9bf3f2b631p-2},
	{0x1.25e227b0b8eap+0, -0x1.97c1d1b3b7afp-3},
	{0x1.1bb4a4a1a343fp+0, -0x1.2f9e393af3c9fp-3},
	{0x1.12358f08ae5bap+0, -0x1.960cbbf788d5cp-4},
	{0x1.0953f419900a7p+0, -0x1.a6f9db6475fcep-5},
	{0x1p+0, 0x0p+0},
	{0x1.e608cfd9a47acp-1, 0x1.338ca9f24f53dp-4},
	{0x1.ca4b31f026aap-1, 0x1.476a9543891bap-3},
	{0x1.b2036576afce6p-1, 0x1.e840b4ac4e4d2p-3},
	{0x1.9c2d163a1aa2dp-1, 0x1.40645f0c6651cp-2},
	{0x1.886e6037841edp-1, 0x1.88e9c2c1b9ff8p-2},
	{0x1.767dcf5534862p-1, 0x1.ce0a44eb17bccp-2},
}

const (
	logOff = 0x3f330000
	ln2    = 0x1.62e42fefa39efp-1
	logfA0 = -0x1.00ea348b88334p-2
	logfA1 = 0x1.5575b0be00b6ap-2
	logfA2 = -0x1.ffffef20a4123p-2
	// log2f's polynomial approximates log1p(r)/ln2.
	log2fA0 = -0x1.712b6f70a7e4dp-2
	log2fA1 = 0x1.ecabf496832ep-2
	log2fA2 = -0x1.715479ffae3dep-1
	log2fA3 = 0x1.715475f35c8b8p0
)

// logSpecial handles the arguments below the smallest normal, infinities and NaN: it returns
// the result and true, or the normalised bits of a subnormal argument and false.
func logSpecial(x float32, ix uint32) (float32, uint32, bool) {
	switch {
	case ix*2 == 0:
		return float32(math.Inf(-1)), 0, true
	case ix == 0x7f800000:
		return x, 0, true
	case ix&0x80000000 != 0 || ix*2 >= 0xff000000:
		return invalid(x), 0, true
	}
	// A subnormal: scale it to a normal and take the scale off the exponent.
	return 0, math.Float32bits(x*0x1p23) - 23<<23, false
}

// logReduce splits ix into the table index, k and z (exact).
func logReduce(ix uint32) (i int, k int32, z float64) {
	tmp := ix - logOff
	i = int(tmp >> (23 - 4) % 16)
	k = int32(tmp) >> 23
	iz := ix - tmp&0xff800000
	return i, k, float64(math.Float32frombits(iz))
}

// Logf is glibc's logf (e_logf.c).
func Logf(x float32) float32 {
	ix := math.Float32bits(x)
	if ix == 0x3f800000 {
		return 0
	}
	if ix-0x00800000 >= 0x7f800000-0x00800000 {
		r, nix, done := logSpecial(x, ix)
		if done {
			return r
		}
		ix = nix
	}
	i, k, z := logReduce(ix)
	t := &logfTable[i]
	r := fused.FMA(z, t.invc, -1)
	y0 := fused.FMA(float64(k), ln2, t.logc)
	r2 := r * r
	y := fused.FMA(logfA1, r, logfA2)
	y = fused.FMA(logfA0, r2, y)
	return float32(fused.FMA(y, r2, y0+r))
}

// Log2f is glibc's log2f (e_log2f.c).
func Log2f(x float32) float32 {
	ix := math.Float32bits(x)
	if ix == 0x3f800000 {
		return 0
	}
	if ix-0x00800000 >= 0x7f800000-0x00800000 {
		r, nix, done := logSpecial(x, ix)
		if done {
			return r
		}
		ix = nix
	}
	i, k, z := logReduce(ix)
	t := &log2fTable[i]
	r := fused.FMA(z, t.invc, -1)
	y0 := t.logc + float64(k)
	r2 := r * r
	y := fused.FMA(log2fA1, r, log2fA2)
	y = fused.FMA(log2fA0, r2, y)
	p := fused.FMA(log2fA3, r, y0)
	return float32(fused.FMA(y, r2, p))
}
