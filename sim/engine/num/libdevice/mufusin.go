package libdevice

import (
	_ "embed"
	"math"
	"sync"
)

// MUFU.SIN and MUFU.COS, the H200's hardware sine and cosine, measured (tests/gpu/math:
// mufu_sin and mufu_cos of run.sh, sin.approx and cos.approx over every float of [0.5, 2)).
// They take their argument in revolutions (sin.approx multiplies by 1/(2 pi) first, rounding
// toward zero) and depend on it only through F, the fraction of |r| in 25-bit fixed point:
// the sign of r is the result's, and one table T(G) over the first quarter period, G < 2^23,
// gives every F: the second quarter mirrors the first through the one's complement
// (T(2^24 - 1 - G)), the second half is the first negated, and cos(F) is sin(F + 2^23). A
// revolution below 2^-25 thus gives ±0, and near 0 the hardware is linear: T(G) = G
// 0x1.921p-23 exactly for small G, about 4e-5 above sin(2 pi G 2^-25). The two sweeps cover
// T(G) for every G > 0 (the sine directly and mirrored, the cosine shifted), and sin.bin.gz
// holds T(G) as blockCodes: the difference in float ulps from a reference, the sine
// interpolated linearly between knots sinKnot apart.

//go:embed sin.bin.gz
var sinGz []byte

const (
	sinQuarter = 1 << 23 // fixed-point fractions per quarter revolution
	sinKnot    = 1024
)

var sinTable struct {
	once  sync.Once
	codes blockCodes
	knots []int64
}

// sinKnots returns floor(sin(2 pi k sinKnot 2^-25) 2^40) for every knot k, from libdevice's
// sin (deterministic).
func sinKnots() []int64 {
	k := make([]int64, sinQuarter/sinKnot+1)
	for i := range k {
		k[i] = int64(math.Floor(Sin(2*math.Pi*float64(i*sinKnot)*0x1p-25) * 0x1p40))
	}
	return k
}

// sinRef is the reference for T(G): the knots interpolated, rounded to float.
func sinRef(knots []int64, g uint32) float32 {
	k := g / sinKnot
	lo := knots[k]
	v := lo + (knots[k+1]-lo)*int64(g%sinKnot)/sinKnot
	return float32(float64(v) * 0x1p-40)
}

// sinT returns T(g), the hardware's sine of g 2^-25 revolutions, g < 2^23.
func sinT(g uint32) float32 {
	t := &sinTable
	t.once.Do(func() {
		t.codes = unpackBlockCodes(sinGz, sinQuarter)
		t.knots = sinKnots()
	})
	return math.Float32frombits(uint32(int64(math.Float32bits(sinRef(t.knots, g))) + t.codes.at(g)))
}

// revFraction returns floor(|r| 2^25) mod 2^25.
func revFraction(r float32) uint32 {
	b := math.Float32bits(r) & 0x7fffffff
	e, m := int(b>>23), uint64(b&0x7fffff)
	if e == 0 {
		e = 1
	} else {
		m |= 1 << 23
	}
	// |r| 2^25 = m 2^(e-125)
	switch s := e - 125; {
	case s >= 25 || s <= -24:
		return 0
	case s >= 0:
		return uint32(m<<s) & (1<<25 - 1)
	default:
		return uint32(m >> -s)
	}
}

// sinFraction is the hardware's sine of F 2^-25 revolutions.
func sinFraction(f uint32) float32 {
	f &= 1<<25 - 1
	g := f & (2*sinQuarter - 1)
	if g >= sinQuarter {
		g = 2*sinQuarter - 1 - g
	}
	v := sinT(g)
	if f >= 2*sinQuarter {
		v = -v
	}
	return v
}

// MufuSin is the MUFU.SIN instruction: sin(2 pi r).
func MufuSin(r float32) float32 {
	if r != r || math.IsInf(float64(r), 0) {
		return canonicalNaN
	}
	v := sinFraction(revFraction(r))
	if math.Signbit(float64(r)) {
		v = -v
	}
	return v
}

// MufuCos is the MUFU.COS instruction: cos(2 pi r).
func MufuCos(r float32) float32 {
	if r != r || math.IsInf(float64(r), 0) {
		return canonicalNaN
	}
	return sinFraction(revFraction(r) + sinQuarter)
}

// toRevolutions is x / (2 pi) as sin.approx.f32 forms it: a multiply by 1/(2 pi) rounded
// toward zero (FMUL.RZ).
func toRevolutions(x float32) float32 {
	return roundTowardZero32(float64(x) * float64(f(0x3E22F983))) // the product exact
}

// FastSinf is __sinf: sin.approx.f32.
func FastSinf(x float32) float32 { return MufuSin(toRevolutions(x)) }

// FastCosf is __cosf: cos.approx.f32.
func FastCosf(x float32) float32 { return MufuCos(toRevolutions(x)) }

// FastTanf is __tanf: sin.approx.f32 over cos.approx.f32 with div.approx.f32.
func FastTanf(x float32) float32 { return FastDivf(FastSinf(x), FastCosf(x)) }
