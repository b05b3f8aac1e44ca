package libdevice

import "math"

// acoshf, atanhf and rcbrtf, fitted to the H200 (tests/gpu/math/rare.cu, 4096 arguments each
// over the functions' ranges: TestRareRecordings) from the lab's ports of the functions they
// build on.

// Acoshf is acoshf: log1p(t + sqrt(a t + t)) with t = a - 1, and for a - 1 past 2^23
// log(a) + ln 2. 2 of the 4096 recorded arguments, just past 2^23, differ in the last bit.
func Acoshf(a float32) float32 {
	if a != a {
		return canonicalNaN
	}
	t := a - 1
	if t > 0x1p23 {
		return Logf(a) + f(0x3F317218)
	}
	return Log1pf(t + float32(math.Sqrt(float64(fma(a, t, t)))))
}

// Atanhf is atanhf: log1p(2|x| / (1 - |x|)) / 2 with the sign of x, the division
// __fdividef's (MUFU.RCP).
func Atanhf(x float32) float32 {
	if x != x {
		return canonicalNaN
	}
	ax := float32(math.Abs(float64(x)))
	r := 0.5 * Log1pf(FastDivf(ax+ax, 1-ax))
	if r != r {
		return canonicalNaN
	}
	return float32(math.Copysign(float64(r), float64(x)))
}

// Rcbrtf is rcbrtf: r = 2^(-lg2|x| / 3) from MUFU.LG2 and MUFU.EX2, then one Newton step
// r + r (1 - |x| r^3) / 3 with |x| r rounded first.
func Rcbrtf(x float32) float32 {
	if x != x {
		return canonicalNaN
	}
	if x+x == x { // ±0 gives ±inf, ±inf gives ±0
		return f(math.Float32bits(x)&0x80000000 | (math.Float32bits(x)&0x7fffffff ^ 0x7f800000))
	}
	a := float32(math.Abs(float64(x)))
	r := MufuEx2(Lg2Approx(a) * f(0xBEAAAAAB))
	e := fma(-(a * r), r*r, 1)
	v := fma(r, e*f(0x3EAAAAAB), r)
	return float32(math.Copysign(float64(v), float64(x)))
}

func init() {
	float1["acosh"] = Acoshf
	float1["atanh"] = Atanhf
	float1["rcbrt"] = Rcbrtf
}
