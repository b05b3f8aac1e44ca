package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// jn and yn in double precision as nvcc -arch=sm_90 inlines them from
// libdevice (CUDA 13; tests/gpu/math/jn_d.cu): j0, j1, y0 and y1 for orders
// 0 and 1 (besseld.go), NaN for negative orders; otherwise jn by the forward
// recurrence from j0 and j1 where |x| > n - 1, else by Miller's backward
// recurrence, and yn by the forward recurrence from y0 and y1.

// jn01NaN is what the H200 returns for jn(0, NaN) and jn(1, NaN): the jn kernel
// does not test for NaN, which falls through to the Hankel form, where MUFU.RCP64H's
// NaN (7fffffff00000000) carries through to the result.
var jn01NaN = math.Float64frombits(0x7fffffff00000000)

// Jn is libdevice's jn(n, x). The backward recurrence starts from the even
// order (n + trunc(sqrt(60 n))) &^ 1 with 1 and 0, scales everything by 1e-15
// when a term's float rounding exceeds 1e15 and normalises by
// j0 + 2 (j2 + j4 + ...) = 1.
func Jn(n int32, x float64) float64 {
	switch {
	case n == 0 || n == 1:
		if x != x {
			return jn01NaN
		}
		if n == 0 {
			return J0(x)
		}
		return J1(x)
	case n < 0:
		return defaultNaN64
	case x != x:
		return math.Float64frombits(math.Float64bits(x) | 1<<51) // x's NaN, quieted
	}
	a := math.Abs(x)
	c := 2 / x // PTX: div.rn.f64 with x's sign
	if a > float64(n)-1 {
		// PTX: j1 (x's sign) and j0 as besseld.go inlines them, then
		// next = fma(c*k, cur, -prev), c*k rounded (mul.f64).
		prev, cur := J0(x), J1(x)
		for k := int32(1); k < n; k++ {
			ck := c * float64(k)
			prev, cur = cur, fused.FMA(ck, cur, -prev)
		}
		return cur
	}
	s := 0.0
	if p := n * 60; p >= 0 { // PTX: mul.lo.s32 wraps; cvt.rzi.s32 of sqrt's NaN gives 0
		s = math.Sqrt(float64(p))
	}
	top := (n + int32(s)) &^ 1
	var res, sum, prev float64
	cur := 1.0
	for k := top; k >= 1; k-- {
		ck := c * float64(k)
		next := fused.FMA(ck, cur, -prev)
		// libdevice: the test is on the term rounded to float (PTX: cvt.rn.f32.f64, abs.f32)
		if math.Abs(float64(float32(next))) > 1e15 {
			const sc = 0x1.203af9ee75616p-50 // 1e-15
			next, cur, res, sum = next*sc, cur*sc, res*sc, sum*sc
		}
		if k-1 == n {
			res = next
		}
		if k&1 == 1 {
			sum = fused.FMA(next, 2, sum)
		}
		prev, cur = cur, next
	}
	return res / (sum - cur)
}

// Yn is libdevice's yn(n, x): y0 and y1 for n 0 and 1, NaN for n < 0 or x < 0
// or NaN, -(2/pi)/x for the smallest x (as y1), else the forward recurrence
// next = fma(c*k, cur, -prev) with c = 2/x from y0 and y1, -inf where it ends
// in NaN.
func Yn(n int32, x float64) float64 {
	switch {
	case n == 0:
		return Y0(x)
	case n == 1:
		return Y1(x)
	case n < 0 || !(x >= 0): // PTX: setp.ltu.f64
		return defaultNaN64
	}
	if math.Abs(x) < 0x0.730d67819e8d2p-1022 {
		return -0x1.45f306dc9c883p-1 / x
	}
	c := 2 / x
	prev, cur := Y0(x), Y1(x)
	for k := int32(1); k < n; k++ {
		ck := c * float64(k)
		prev, cur = cur, fused.FMA(ck, cur, -prev)
	}
	if !(math.Abs(cur) <= math.Inf(1)) {
		return math.Inf(-1)
	}
	return cur
}
