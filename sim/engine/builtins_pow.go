package engine

import "math"

// powAccurate is pow(x, y) for doubles with about 100 bits of intermediate
// precision, so the result is the correctly rounded one in all but
// astronomically rare cases. CUDA's pow computes log(x) in double-double
// and is correctly rounded where Go's math.Pow is off by an ulp (pow(1e-8,
// 1.5) is 1e-12 on the GPU, 9.99999999999999e-13 in Go); recorded in
// tests/conformance/x_math_double_more. Special cases (zeros, infinities,
// NaNs, negative bases, huge or tiny results) are math.Pow's, which follow
// C's rules exactly.
func powAccurate(x, y float64) float64 {
	p := math.Pow(x, y)
	if !(x > 0) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(y) || y == 0 || x == 1 ||
		p == 0 || math.IsInf(p, 0) || math.Abs(p) < 0x1p-1000 || math.Abs(p) > 0x1p1000 {
		return p
	}
	if y == math.Trunc(y) && math.Abs(y) <= 64 {
		// small integer powers: exact squaring in double-double
		return powInt(x, int(y))
	}
	lh, ll := logDD(x)
	// t = y * log(x) in double-double
	th, tl := twoProd(y, lh)
	tl += y * ll
	th, tl = fastTwoSum(th, tl)
	eh, el := expDD(th, tl)
	return eh + el
}

// powInt is x^n for |n| <= 64 by repeated squaring in double-double.
func powInt(x float64, n int) float64 {
	neg := n < 0
	if neg {
		n = -n
	}
	rh, rl := 1.0, 0.0
	bh, bl := x, 0.0
	for n > 0 {
		if n&1 == 1 {
			rh, rl = mulDD(rh, rl, bh, bl)
		}
		bh, bl = mulDD(bh, bl, bh, bl)
		n >>= 1
	}
	if neg {
		qh := 1 / rh
		// one Newton step for 1/(rh+rl)
		eh, el := mulDD(rh, rl, qh, 0)
		eh, el = twoSum(1-eh, -el)
		ch, cl := mulDD(qh, 0, eh, el)
		h, l := twoSum(qh, ch)
		return h + (l + cl)
	}
	return rh + rl
}

func twoSum(a, b float64) (float64, float64) {
	s := a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

func fastTwoSum(a, b float64) (float64, float64) {
	s := a + b
	return s, b - (s - a)
}

func twoProd(a, b float64) (float64, float64) {
	p := a * b
	return p, math.FMA(a, b, -p)
}

func mulDD(ah, al, bh, bl float64) (float64, float64) {
	p, e := twoProd(ah, bh)
	e += ah*bl + al*bh
	return fastTwoSum(p, e)
}

func addDD(ah, al, bh, bl float64) (float64, float64) {
	s, e := twoSum(ah, bh)
	e += al + bl
	return fastTwoSum(s, e)
}

// ln2 in double-double.
const (
	ln2Hi = 0x1.62e42fefa39efp-1
	ln2Lo = 0x1.abc9e3b39803fp-56
)

// expDD is exp(h + l) in double-double for |h| < 709.
func expDD(h, l float64) (float64, float64) {
	k := math.Round(h / math.Ln2)
	// r = (h + l) - k*ln2, in double-double
	ph, pl := twoProd(k, ln2Hi)
	pl += k * ln2Lo
	rh, rl := addDD(h, l, -ph, -pl)
	// exp(r) = (exp(r/256))^256; Taylor series for |r/256| < 0.0014
	const sq = 8
	rh, rl = rh/256, rl/256
	sh, sl := 0.0, 0.0 // exp(r/256) - 1
	th, tl := rh, rl   // r^n / n!
	for n := 2; n <= 12; n++ {
		sh, sl = addDD(sh, sl, th, tl)
		th, tl = mulDD(th, tl, rh, rl)
		th, tl = th/float64(n), tl/float64(n)
	}
	sh, sl = addDD(sh, sl, th, tl)
	// (1 + s)^2 - 1 = 2s + s^2 keeps the small part accurate
	for i := 0; i < sq; i++ {
		qh, ql := mulDD(sh, sl, sh, sl)
		sh, sl = addDD(2*sh, 2*sl, qh, ql)
	}
	eh, el := addDD(1, 0, sh, sl)
	return math.Ldexp(eh, int(k)), math.Ldexp(el, int(k))
}

// logDD is log(x) in double-double for finite x > 0: math.Log refined by
// one Newton step, y + (x*exp(-y) - 1).
func logDD(x float64) (float64, float64) {
	y := math.Log(x)
	eh, el := expDD(-y, 0)
	ph, pl := mulDD(eh, el, x, 0)
	dh, dl := addDD(ph, pl, -1, 0)
	return addDD(y, 0, dh, dl)
}
