package libdevice

import "math"

// acoshf, atanhf and rcbrtf, fitted to the H200 (tests/gpu/math/rare.cu, 4096 arguments each
// over the functions' ranges: TestRareRecordings) from the lab's ports of the functions they
// build on.

// Acoshf is acoshf: NaN below 1, log1p(t + sqrt(a t + t)) with t = a - 1, and for
// a - 1 past 2^23 log(a) + ln 2. (Below 1 the formula's two terms nearly cancel for
// negative a and can give -inf where the H200 gives NaN: randprog's float_05 and
// float_37.) 2 of the 4096 recorded arguments, just past 2^23, differ in the last bit.
func Acoshf(a float32) float32 {
	if a != a || a < 1 {
		return canonicalNaN
	}
	t := a - 1
	if t > 0x1p23 {
		return Logf(a) + f(0x3F317218)
	}
	return Log1pf(t + float32(math.Sqrt(float64(fma(a, t, t)))))
}

// Asinhf is asinhf as CUDA 13 compiles it (tests/gpu/math/ptx_asinhf.cu's PTX):
// log1p(|x| + |x|^2 / (1 + sqrt(x^2 + 1))), the square root as s * rsqrt.approx(s) and the
// quotient through rcp.approx; past 2^23, log1p(|x|) + ln 2; the sign of x. All 4096
// arguments of tests/gpu/math/rare2.cu match (the float64 function rounded is an ulp off
// for asinhf(3), and for 766 of them).
func Asinhf(x float32) float32 {
	if x != x {
		return canonicalNaN
	}
	ax := float32(math.Abs(float64(x)))
	s := fma(x, x, 1)
	q := ax * MufuRcp(fma(s, MufuRsq(s), 1))
	u := fma(ax, q, ax)
	big := ax > 0x1p23
	if big {
		u = ax
	}
	r := Log1pf(u)
	if big {
		r += f(0x3F317218)
	}
	return float32(math.Copysign(float64(r), float64(x)))
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
	float1["asinh"] = Asinhf
	float1["atanh"] = Atanhf
	float1["rcbrt"] = Rcbrtf
}
