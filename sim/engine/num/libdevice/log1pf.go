package libdevice

import "math"

// Log1pf is libdevice's log1pf (nvcc -arch=sm_90, CUDA 13): 1+x rounded toward zero gives the
// exponent k, then log1p(x) = k ln2 + log1p(t) with t = (x - (2^k - 1)) / 2^k formed exactly
// from bit patterns, and a polynomial for log1p(t).
func Log1pf(x float32) float32 {
	ix := math.Float32bits(x)
	k := (math.Float32bits(addRZ(x, 1)) - 0x3f400000) & 0xff800000
	s := f(0x40800000 - k) // 4 / 2^k
	t := fma(0.25, s, -1) + f(ix-k)
	p := fma(f(0xBD39BF78), t, f(0x3DD80012))
	for _, c := range [...]uint32{0xBE0778E0, 0x3E146475, 0xBE2A68DD, 0x3E4CAF9E, 0xBE800042, 0x3EAAAAE6, 0xBF000000} {
		p = fma(p, t, f(c))
	}
	r := fma(float32(int32(k))*0x1p-23, f(0x3F317218), fma(t*p, t, t))
	if ix >= 0x7f800000 {
		// +inf, NaN or negative: only [-1, -0] keeps the polynomial's value.
		if int32(ix) >= -1082130431 {
			r = fma(x, f(0x7f800000), f(0x7f800000))
		}
		if x == 0 {
			r = f(0x80000000)
		}
	}
	if r != r {
		return canonicalNaN
	}
	return r
}

// addRZ is add.rz.f32: a + b rounded toward zero.
func addRZ(a, b float32) float32 {
	s := float64(a) + float64(b)
	// The sum's rounding error (TwoSum): the exact sum is s + e.
	bv := s - float64(a)
	e := (float64(a) - (s - bv)) + (float64(b) - bv)
	r := float32(s)
	if math.IsInf(float64(r), 0) && !math.IsInf(s, 0) {
		return float32(math.Copysign(math.MaxFloat32, s))
	}
	// Step r toward zero when it lies beyond the exact sum (d = r - exact).
	d := float64(r) - s
	if d == 0 {
		d = -e
	}
	if r > 0 && d > 0 || r < 0 && d < 0 {
		return math.Float32frombits(math.Float32bits(r) - 1)
	}
	return r
}

func init() {
	float1["log1p"] = Log1pf
}
