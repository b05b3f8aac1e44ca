package glibc

// x86-64 glibc takes gamma_product.c and lgamma_product.c from sysdeps/ieee754/ldbl-96, not
// dbl-64: they compute tgamma's and lgamma's products in the x87 unit's long double (a 64-bit
// significand, rounded to nearest). Go has no such type; math/big's Float with 64 bits of
// precision rounds the same way (the exponent range differs, but these values are moderate).

import (
	"math"
	"math/big"
)

// x87 returns x as a long double.
func x87(x float64) *big.Float {
	return new(big.Float).SetPrec(64).SetFloat64(x)
}

// x87Result returns a long double's nearest double.
func x87Result(x *big.Float) float64 {
	f, _ := x.Float64()
	return f
}

// finite reports whether all of xs are finite (big.Float panics on a NaN).
func finite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// gammaProductX87 is ldbl-96's __gamma_product: the product of x + x_eps, ..., x + x_eps + n-1
// in long double, as its nearest double ret and the relative error eps.
func gammaProductX87(x, xEps float64, n int) (ret, eps float64) {
	if !finite(x, xEps) {
		return math.NaN(), 0
	}
	xFull := new(big.Float).SetPrec(64).Add(x87(x), x87(xEps))
	prod := new(big.Float).SetPrec(64).Set(xFull)
	term := new(big.Float).SetPrec(64)
	for i := 1; i < n; i++ {
		term.Add(xFull, x87(float64(i)))
		prod.Mul(prod, term)
	}
	ret = x87Result(prod)
	if ret == 0 || math.IsInf(ret, 0) {
		return ret, 0
	}
	diff := new(big.Float).SetPrec(64).Sub(prod, x87(ret))
	return ret, x87Result(diff.Quo(diff, x87(ret)))
}

// lgammaProductX87 is ldbl-96's __lgamma_product: the product of 1 + t/(x + x_eps + i), i < n,
// minus 1, in long double.
func lgammaProductX87(t, x, xEps float64, n int) float64 {
	if !finite(t, x, xEps) {
		return math.NaN()
	}
	xFull := new(big.Float).SetPrec(64).Add(x87(x), x87(xEps))
	ret := new(big.Float).SetPrec(64)
	tt := x87(t)
	den := new(big.Float).SetPrec(64)
	q := new(big.Float).SetPrec(64)
	onePlus := new(big.Float).SetPrec(64)
	for i := 0; i < n; i++ {
		den.Add(xFull, x87(float64(i)))
		if den.Sign() == 0 {
			return math.NaN()
		}
		q.Quo(tt, den)
		onePlus.Add(x87(1), ret)
		q.Mul(q, onePlus)
		ret.Add(ret, q)
	}
	return x87Result(ret)
}
