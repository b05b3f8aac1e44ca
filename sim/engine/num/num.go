// Package num holds the arithmetic whose exact results matter for printing
// the same digits as a real GPU: a correctly rounded single-precision fused
// multiply-add and C's float-to-integer conversions. (The fast intrinsics,
// __expf, __sinf..., are the MUFU models of package libdevice.)
package num

import "math"

// FMA32 returns a*b+c rounded once to float32, as fmaf and the GPU's FFMA do.
//
// math.FMA on the float64 widenings rounds to float64 first and then to
// float32, and that double rounding is wrong when the float64 result lies
// exactly halfway between two float32 values. The product of two float32
// values is exact in float64, so the sum is computed in float64 with
// round-to-odd (the error term of a TwoSum decides the last bit), after
// which the one conversion to float32 rounds correctly.
//
// Callers on a hot path use FMA32Fast, which the compiler inlines, and fall
// back to FMA32 when it declines.
func FMA32(a, b, c float32) float32 {
	if r, ok := FMA32Fast(a, b, c); ok {
		return r
	}
	return fma32Slow(a, b, c)
}

// FMA32Fast returns FMA32(a, b, c) and true in the common case, and false
// when the sum needs fma32Slow's care.
func FMA32Fast(a, b, c float32) (float32, bool) {
	// The product is exact: 24+24 bits fit in 53.
	s := float64(a)*float64(b) + float64(c)
	// Rounding to float64 cannot cross a float32 rounding boundary (the
	// midpoints between float32 values are float64 values), only land on
	// one: unless s is exactly such a midpoint (the 29 bits below float32
	// precision are 1000...0), one more rounding is correct. Below the
	// smallest normal float32 (biased float64 exponent 897) the midpoints
	// sit elsewhere, and infinities and NaN (exponent 0x7ff) are left to
	// the slow path too.
	return float32(s), !FMA32NeedsCare(s)
}

// FMA32NeedsCare reports whether s, the float64 sum a*b + c of FMA32Fast,
// does not round to FMA32's result: a float32 midpoint, or outside the
// normal float32 range. Lane loops test it in a branch of their own.
func FMA32NeedsCare(s float64) bool {
	x := math.Float64bits(s)
	return x&0x1fffffff == 0x10000000 || x>>52&0x7ff-897 >= 0x7ff-897
}

// fma32Slow is FMA32 for sums that are float32 midpoints, subnormal, zero,
// infinite or NaN.
func fma32Slow(a, b, c float32) float32 {
	p := float64(a) * float64(b)
	s := p + float64(c)
	if math.IsInf(s, 0) || math.IsNaN(s) || s == 0 {
		return float32(math.FMA(float64(a), float64(b), float64(c)))
	}
	// TwoSum: e is the exact rounding error of p + c.
	bb := s - p
	e := (p - (s - bb)) + (float64(c) - bb)
	if e != 0 {
		bits := math.Float64bits(s)
		if bits&1 == 0 {
			// Move s one ulp towards the exact value to make it odd.
			if (e > 0) == (s > 0) {
				bits++
			} else {
				bits--
			}
			s = math.Float64frombits(bits)
		}
	}
	return float32(s)
}

// F32ToInt converts like the GPU's cvt.rzi: truncate towards zero and
// saturate at the limits of a signed integer of the given bit width; NaN
// gives 0.
func FloatToInt(f float64, bits uint) int64 {
	if f != f {
		return 0
	}
	max := math.Ldexp(1, int(bits-1))
	if f >= max {
		return int64(1)<<(bits-1) - 1
	}
	if f <= -max {
		return -1 << (bits - 1)
	}
	return int64(f)
}

// FloatToUint converts like cvt.rzi.u: truncate, saturate, NaN and
// negatives give 0.
func FloatToUint(f float64, bits uint) uint64 {
	if f != f || f <= 0 {
		return 0
	}
	max := math.Ldexp(1, int(bits))
	if f >= max {
		if bits == 64 {
			return math.MaxUint64
		}
		return 1<<bits - 1
	}
	return uint64(f)
}

// Rsqrt is rsqrtf: the exact value rounded to float32.
func Rsqrt(x float32) float32 { return float32(1 / math.Sqrt(float64(x))) }
